// Breaks: the site wing imports the admin wing.
import { media } from '../../admin/media/media';

export const usesAdmin = media;
