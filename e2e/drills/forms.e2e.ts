import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from '../support/auth';
import { WAIT, findingsInEveryAppearance } from '../support/accessibility-sweep';
import { picture } from '../support/screenshots';
import { useAppInBrowser, withoutStress } from '../support/suite';
import { counter, drillWords, playRound, mistakesOf, reloadAndResume, startDrill, type DrillWord } from './drill-steps';

// Issue 33 §4, the Forms drill in a real browser on the real server: a signed-in learner chooses
// the forms of the seeded "animals" among four in an XS round by keyboard (1–4), misses one, reloads
// and resumes; then types the forms of an M round, one on the English layout (read as Russian, with
// its note); the misses land in the forms mistake book; axe finds nothing serious, in Russian too.

const openPage = useAppInBrowser();
const FRAME_FORM: Record<string, string> = { много: 'gen_pl', нет: 'gen_sg', два: 'gen_sg', две: 'gen_sg' };
/** Russian letters on the English keyboard layout (ЙЦУКЕН), to type a form as if the layout were wrong. */
const RU = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const EN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const onEnglishLayout = (text: string) => [...text].map((letter) => EN[RU.indexOf(letter)] ?? letter).join('');

/** The form the question on screen asks for, from the seeded word's facts. */
async function expectedForm(page: Page, words: DrillWord[]): Promise<{ word: DrillWord; form: string }> {
  const russian = withoutStress((await page.locator('.drill__word').textContent())!);
  const english = await page.locator('.drill__meaning').textContent();
  const lead = (await page.locator('.forms-drill__frame').textContent())!.trim().split(/\s/)[0]!;
  const word = words.find((candidate) => candidate.russian === russian && candidate.english === english);
  expect(word, `no seeded word reads ${russian}`).toBeDefined();
  return { word: word!, form: withoutStress(word!.forms![FRAME_FORM[lead]!]!) };
}

describe('the Forms drill (issue 33 §4)', () => {
  test('an XS round is chosen among four by keyboard, a reload resumes it, and the miss is kept', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    const { token } = await signInNewPlayer(page, 'forms');
    const words = await drillWords(page);
    await startDrill(page, '/drills/forms');
    let missed: number | null = null;
    await playRound(page, async (n) => {
      const { word, form } = await expectedForm(page, words);
      const options = (await page.locator('.drill__choice [lang="ru"]').allTextContents()).map(withoutStress);
      expect(options).toHaveLength(4);
      const right = options.indexOf(form) + 1;
      expect(right).toBeGreaterThan(0);
      if (n === 1) missed = word.id;
      await page.keyboard.press(String(n === 1 ? (right % 4) + 1 : right));
      await expect.poll(() => page.locator('.drill__feedback').textContent()).toContain(n === 1 ? 'Not quite.' : 'Right!');
      if (n === 1) {
        await picture(page, 'forms-choice-answered');
        expect(await findingsInEveryAppearance(page, 'Forms drill, chosen')).toEqual([]);
        await page.locator('.drill__actions button').focus();
      }
      if (n === 2) await reloadAndResume(page);
    });
    await expect.poll(() => mistakesOf(page, token, 'forms'), WAIT).toEqual([missed]);
    await page.context().close();
  }, 120_000);

  test('an M round is typed, on either keyboard layout, and passes axe in both themes and sizes, in Russian too', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    await signInNewPlayer(page, 'forms-typed');
    // Phonetic typing (on by default) would read Latin keys as sounds; here they are a layout's.
    await page.addInitScript(() => localStorage.setItem('slovo-phonetic-typing', 'off'));
    const words = await drillWords(page);
    await startDrill(page, '/drills/forms', 'M');
    expect(await counter(page)).toBe('Word 1 of 20');
    expect(await findingsInEveryAppearance(page, 'Forms drill, typed')).toEqual([]);
    await page.getByLabel('The form').focus();
    const total = await playRound(page, async (n) => {
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('lang'))).toBe('ru');
      const { form } = await expectedForm(page, words);
      // The second answer is typed with the keyboard on the English layout.
      await page.keyboard.type(n === 2 ? onEnglishLayout(form) : form);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.drill__feedback').textContent()).toContain('Right!');
      if (n === 2) {
        expect(await page.locator('.drill__feedback').textContent()).toContain('English layout');
        await picture(page, 'forms-typed-layout');
      }
    });
    expect(await page.getByText(`${total} / ${total}`).count()).toBe(1);

    await page.goto('/');
    await page.getByRole('button', { name: 'RU — switch the interface to Russian' }).click();
    // The choice is stored before the next page is opened (a loaded machine once went on first).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('slovo.locale')), WAIT).toBe('ru');
    await page.goto('/drills/forms');
    await expect.poll(() => page.locator('select option[value="animals"]').count(), WAIT).toBe(1);
    await page.locator('select').first().selectOption('animals');
    await page.getByRole('button', { name: /^M\b/ }).click();
    await expect.poll(() => page.locator('.drill__prompt-label').first().textContent(), WAIT).toContain('Напишите нужную форму.');
    await picture(page, 'forms-typed-ru');
    expect(await findingsInEveryAppearance(page, 'Forms drill in Russian')).toEqual([]);
    await page.context().close();
  }, 150_000);
});
