import { describe, expect, it } from 'vitest';
import {
  MAX_LEARNERS,
  dropLocalLearnerAnswers,
  invalidateLearnerAnswers,
  learnerAnswersVersion,
} from './learner-answer-versions';

describe("a learner's answers version", () => {
  it("changes with each change of that learner's data, and only theirs", async () => {
    const [learner, other] = [800_001, 800_002];
    const otherVersion = learnerAnswersVersion(other);
    const seen = new Set([learnerAnswersVersion(learner)]);
    for (let change = 0; change < 5; change += 1) {
      await invalidateLearnerAnswers(learner);
      seen.add(learnerAnswersVersion(learner));
    }
    expect(seen.size).toBe(6);
    expect(learnerAnswersVersion(other)).toBe(otherVersion);
  });

  it('never repeats an earlier version once it has forgotten learners (the map is bounded)', () => {
    const learner = 800_003;
    dropLocalLearnerAnswers(learner);
    const before = learnerAnswersVersion(learner);
    // Enough other learners to make the map start over: the learner is forgotten.
    for (let id = 1; id <= MAX_LEARNERS + 1; id += 1) dropLocalLearnerAnswers(1_000_000 + id);
    // Forgotten, it reads as never changed, yet not as the version its first answers were kept under.
    const after = learnerAnswersVersion(learner);
    expect(after).toMatch(/\.0$/);
    expect(after).not.toBe(before);
  });
});
