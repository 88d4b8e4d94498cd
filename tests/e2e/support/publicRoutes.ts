// Every public route a visitor can open (the worker profile aside, whose address names a worker): the model's
// one list, which the sitemap also reads.
import { publicPagePaths } from '@household/model';

export const publicPaths = publicPagePaths;
