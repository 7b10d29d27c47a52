/** The tags feature's public interface; other features import only from here. */
export { TagEditorDialog } from './components/tag-editor-dialog';
export { useTagsQuery } from './api/get-tags';
export { tagKeys } from './api/query-keys';
