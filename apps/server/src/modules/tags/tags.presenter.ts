import type { CategoryTag, Tag } from '@slovo/shared';
import type { TagRecord } from './tags.repository';

/** A tag as GET /tags lists it, with how many categories the caller can see carry it. */
export const presentTag = (tag: TagRecord, usageCount: number): Tag => ({
  id: tag.id,
  name: tag.name,
  display_name: tag.display_name,
  description: tag.description,
  color: tag.color,
  icon: tag.icon,
  is_system: tag.is_system,
  usage_count: usageCount,
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
