/** A media library item (`media/{id}`): the model's type and its one URL check. */
export type { MediaItem, MediaType } from '@household/model';

/** Stored URLs are https: or site-relative (`/media/...`); anything else is not used. */
