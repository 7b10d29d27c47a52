import type { CategoryTag, ManagedTag } from '@slovo/shared';
import type { TagRecord } from './tags.repository';

/**
 * A tag as GET /tags lists it and the tag writes answer it, with how many categories the caller can
 * see carry it. is_public lets the admin editor show hidden tags (everybody else sees public ones only).
 */
export const presentTag = (tag: TagRecord, usageCount: number): ManagedTag => ({
  id: tag.id,
  name: tag.name,
  display_name: tag.display_name,
  description: tag.description,
  color: tag.color,
  icon: tag.icon,
  is_system: tag.is_system,
  usage_count: usageCount,
  is_public: tag.is_public,
});

/** A tag as a category carries it (the same fields as in the category lists). */
export const presentCategoryTag = (tag: TagRecord): CategoryTag => ({
  id: tag.id,
  name: tag.name,
  display_name: tag.display_name,
  color: tag.color,
  icon: tag.icon,
  is_system: tag.is_system,
});
