/**
 * The converters of the data-access boundary: the model's (Timestamp or Date to Date, null otherwise;
 * a string or null when absent or blank). Kept under these names for the api/ folders.
 */
export { optionalText as optionalString, storedDate as toDate } from '@household/model';
