import { readJson, writeJson } from '@/lib/storage';
import { EMPTY_TYPER_AGGREGATE, addToAggregate, type TyperAggregateStats, type TyperResult } from './logic';

/** The spec §3 aggregate Typer stats live on this device only; progress proper goes through the progress API. */
export const TYPER_STATS_KEY = 'typerStats';

function isAggregate(value: unknown): value is TyperAggregateStats {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (Object.keys(EMPTY_TYPER_AGGREGATE) as (keyof TyperAggregateStats)[]).every((key) =>
    key === 'bestTime' ? record[key] === null || typeof record[key] === 'number' : typeof record[key] === 'number',
  );
}

export function readTyperStats(): TyperAggregateStats {
  return readJson(TYPER_STATS_KEY, EMPTY_TYPER_AGGREGATE, isAggregate);
}

/** Adds a finished game and returns the new totals (still returned when storage is unavailable). */
export function recordTyperGame(result: TyperResult): TyperAggregateStats {
  const next = addToAggregate(readTyperStats(), result);
  writeJson(TYPER_STATS_KEY, next);
  return next;
}
