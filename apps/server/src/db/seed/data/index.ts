/**
 * The pre-built vocabulary the server seeds once at first start: system tags and approved
 * system categories. Each category lives in its own file under ./categories.
 */
import type { SeedCategory } from './types';
import { animals } from './categories/animals';
import { foodAndDrink } from './categories/food-and-drink';
import { commonVerbs } from './categories/common-verbs';
import { commonAdjectives } from './categories/common-adjectives';
import { timeAndCalendar } from './categories/time-and-calendar';
import { familyAndPeople } from './categories/family-and-people';
import { body } from './categories/body';
import { coloursAndShapes } from './categories/colours-and-shapes';
import { clothing } from './categories/clothing';
import { homeAndFurniture } from './categories/home-and-furniture';
import { natureAndWeather } from './categories/nature-and-weather';
import { cityAndTransport } from './categories/city-and-transport';
import { travel } from './categories/travel';
import { schoolAndEducation } from './categories/school-and-education';
import { jobs } from './categories/jobs';
import { emotions } from './categories/emotions';
import { sports } from './categories/sports';
import { technology } from './categories/technology';

export type { SeedTag, SeedCategory } from './types';
export { SEED_TAGS, LEVEL_TAG_NAMES } from './tags';

/** Roughly from first steps to richer topics, the order a newcomer might work through them. */
export const SEED_CATEGORIES: SeedCategory[] = [
  animals,
  foodAndDrink,
  commonVerbs,
  commonAdjectives,
  timeAndCalendar,
  familyAndPeople,
  body,
  coloursAndShapes,
  clothing,
  homeAndFurniture,
  natureAndWeather,
  cityAndTransport,
  travel,
  schoolAndEducation,
  jobs,
  emotions,
  sports,
  technology,
];
