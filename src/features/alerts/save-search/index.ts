export { SaveSearch } from './ui/SaveSearch';
export { isNewSince, useNewSince } from './model/newSince';
