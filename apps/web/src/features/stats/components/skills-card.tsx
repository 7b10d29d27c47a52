import { useId } from 'react';
import type { Stats } from '../api/get-stats';
import { useLocale, useMessages } from '@/i18n';
import { STATS_TEXT, percent } from '../stats.i18n';

type Skill = Stats['skills'][number];

/** The skill remembered least often in the retention period, among those with reviews to judge by. */
function weakestSkill(skills: readonly Skill[]): Skill | undefined {
  const judged = skills.filter((skill) => skill.retention.rate !== null);
  if (judged.length < 2) return undefined;
  return judged.reduce((weakest, skill) => (skill.retention.rate! < weakest.retention.rate! ? skill : weakest));
}

/**
 * Issue 33 §1: per skill and direction the player has cards of, their cards, learned, due now and
 * true retention, so a learner sees which skill is weakest. A table: read as one by screen readers.
 */
export function SkillsCard({ skills }: { skills: Stats['skills'] }) {
  const titleId = useId();
  const TEXT = useMessages(STATS_TEXT);
  const locale = useLocale();
  const number = (value: number) => value.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB');
  const nameOf = (skill: Skill) => TEXT.skillName[`${skill.skill} ${skill.direction}`] ?? `${skill.skill} ${skill.direction}`;
  const weakest = weakestSkill(skills);
  if (skills.length === 0) return null;
  return (
    <section className="stats__card stats__card--wide card" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats__card-title">
        {TEXT.skillsTitle}
      </h2>
      {weakest && (
        <p className="stats-skills__weakest">{TEXT.weakest(nameOf(weakest), percent(weakest.retention.rate!, locale))}</p>
      )}
      {/* Five columns may not fit a phone: the table scrolls sideways, reachable by keyboard. */}
      <div className="stats-skills__scroll" role="region" aria-label={TEXT.skillsTable} tabIndex={0}>
        <table className="stats__table stats-skills">
          <thead>
            <tr>
              <th scope="col">{TEXT.skillColumn}</th>
              <th scope="col">{TEXT.cardsColumn}</th>
              <th scope="col">{TEXT.learnedColumn}</th>
              <th scope="col">{TEXT.dueColumn}</th>
              <th scope="col">{TEXT.retentionColumn}</th>
            </tr>
          </thead>
          <tbody>
            {skills.map((skill) => (
              <tr key={`${skill.skill} ${skill.direction}`}>
                <th scope="row">{nameOf(skill)}</th>
                <td>{number(skill.cards)}</td>
                <td>{number(skill.learned)}</td>
                <td>{number(skill.due)}</td>
                <td>{skill.retention.rate === null ? TEXT.noRetention : percent(skill.retention.rate, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="stats__hint">{TEXT.skillsHint}</p>
    </section>
  );
}
