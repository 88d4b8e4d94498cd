/** Saved views: the model's `adminViews` shape and helpers (model/src/adminViews.ts). */
export {
  cleanViewName,
  savedViewFromStored,
  savedViewNameMax,
  savedViewPages,
  viewQueryOf,
  type SavedView,
  type SavedViewPage,
} from '@household/model';
