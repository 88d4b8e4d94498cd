/** Every function runs in the default region (DESIGN.md section 4). */
export const region = 'us-central1';
