/** localStorage key that remembers the visitor's language (the languages themselves are the model's). */
export const languageStorageKey = 'language';
