// Allowed: app/ composes both wings.
import { home } from '../site/home/home';
import { media } from '../admin/media/media';

export const shell = () => [home(), media()];
