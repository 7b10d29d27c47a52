/** The tags feature's public interface; other features import only from here. */
export { TagEditorDialog, type TagEditorCategory, type TagEditorDialogProps } from './components/tag-editor-dialog';
export { tagsQuery, useTagsQuery, getTags } from './api/get-tags';
export { createTag, useCreateTagMutation, type NewTag } from './api/create-tag';
export { tagKeys } from './api/query-keys';
