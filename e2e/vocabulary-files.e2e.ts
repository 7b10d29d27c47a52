import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NEW_EXPORT_APKG_BASE64 } from '@slovo/shared/formats/apkg/fixtures/new-export';
import { base64ToBytes } from '@slovo/shared/formats/apkg/testing/base64';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { picture } from './support/screenshots';
import { useAppInBrowser } from './support/suite';

const openPage = useAppInBrowser();

const visible = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
const hidden = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(false);

async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousAccessibilityIssues(page), where).toEqual([]);
}

/** A Quizlet export as learners paste it: tab between the sides, one card per line. */
const QUIZLET = ['apple\tяблоко', 'pear\tгруша', 'a line without a tab', 'plum\tслива', 'cherry\tвишня'].join('\n');

async function createCategory(page: Page, token: string, name: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName: name } });
  expect(created.status()).toBe(201);
  const { categoryId } = (await created.json()) as { categoryId: number };
  // One pair already there, so the import reports it instead of adding it twice.
  const batch = await page.request.post('/api/vocabulary/user/words/batch', {
    headers,
    data: { categoryId, pairs: [{ english: 'apple', russian: 'яблоко' }] },
  });
  expect(batch.status()).toBe(201);
  return categoryId;
}

/**
 * Issue 16 in a real browser: a learner pastes a Quizlet list into Import words (preview with the
 * skipped line, one import, the duplicate reported), exports the category as CSV, Anki and JSON,
 * and imports an Anki package (.apkg) as a new category. Once on a desktop, once on a phone.
 */
describe.each([
  { device: 'desktop', viewport: { width: 1280, height: 800 }, theme: 'light' },
  { device: 'phone', viewport: { width: 360, height: 740 }, theme: 'dark' },
])('Vocabulary files in a real browser ($device, $theme theme)', ({ device, viewport, theme }) => {
  test('paste import with preview, export in three formats, .apkg import', async () => {
    const page = await openPage(viewport);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const learner = await signInNewPlayer(page, 'files');
    const title = `Fruit ${device}`;
    await createCategory(page, learner.token, title);

    await page.goto('/my-vocabulary');
    await page.getByRole('button', { name: `Import words into ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Import words' });
    await visible(dialog);
    await expectAccessible(page, 'Import words dialog, empty');
    await dialog.getByRole('textbox', { name: 'Word pairs' }).fill(QUIZLET);
    await visible(dialog.getByText('4 word pairs will be imported, 1 line skipped'));
    expect(await dialog.getByRole('radio', { name: 'Tab' }).isChecked()).toBe(true);
    await visible(dialog.getByText('Line 3: no tab between English and Russian'));
    await picture(page, `import-words-${device}-${theme}`);
    await expectAccessible(page, 'Import words dialog, preview');

    await dialog.getByRole('button', { name: 'Import 4 pairs' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await visible(success.getByText('3 words added successfully! 1 pair was already in this category.'));
    await success.getByRole('button', { name: 'Continue' }).click();
    await hidden(success);
    const words = page.getByRole('list', { name: `Words in ${title}` });
    await expect.poll(() => words.getByRole('listitem').count()).toBe(4);

    // Export: the menu by keyboard, each format a download named after the category.
    const exportButton = page.getByRole('button', { name: `Export “${title}”` });
    const downloads: Record<string, string> = {};
    for (const [format, item] of [
      ['csv', /^CSV/],
      ['anki', /^Anki \(text/],
      ['json', /^JSON/],
    ] as const) {
      await exportButton.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await visible(menu);
      if (format === 'csv') {
        await picture(page, `export-menu-${device}-${theme}`);
        await expectAccessible(page, 'Export menu open');
      }
      const [download] = await Promise.all([page.waitForEvent('download'), menu.getByRole('menuitem', { name: item }).click()]);
      downloads[format] = readFileSync((await download.path())!, 'utf8');
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format === 'anki' ? 'txt' : format}$`));
    }
    expect(downloads.csv).toContain('english,russian,part_of_speech,category,tags');
    expect(downloads.csv).toContain('plum,слива');
    expect(downloads.anki).toMatch(/^#separator:tab/);
    expect(downloads.anki).toContain('#guid column:1');
    expect(downloads.anki).toContain('cherry\tвишня');
    const json = JSON.parse(downloads.json!) as { categories: { display_name: string; words: { english: string }[] }[] };
    expect(json.categories[0]!.display_name).toBe(title);
    expect(json.categories[0]!.words.map((word) => word.english).sort()).toEqual(['apple', 'cherry', 'pear', 'plum']);

    // The Anki export read back deck by deck, under another deck name: a new category with the same words.
    const copy = `${title} copy`;
    const ankiFolder = mkdtempSync(join(tmpdir(), 'slovo-anki-'));
    const ankiFile = join(ankiFolder, 'fruit.txt');
    writeFileSync(ankiFile, downloads.anki!.replace(`#deck:${title}`, `#deck:${copy}`));
    await page
      .getByRole('button', { name: `Import words into ${title}` })
      .first()
      .click();
    const ankiDialog = page.getByRole('dialog', { name: 'Import words' });
    await ankiDialog.getByLabel('Choose file…').setInputFiles(ankiFile);
    await visible(ankiDialog.getByText('4 word pairs will be imported'));
    expect(await ankiDialog.getByRole('radio', { name: 'One category per deck, with its tags' }).isChecked()).toBe(true);
    await expectAccessible(page, 'Import words dialog, an Anki file');
    await picture(page, `import-anki-${device}-${theme}`);
    await ankiDialog.getByRole('button', { name: 'Import 4 pairs' }).click();
    const ankiResult = page.getByRole('dialog', { name: 'Anki file imported' });
    await visible(ankiResult.getByText('4 words added to 1 category'));
    await visible(ankiResult.getByText(`${copy}: 4 words added (new category)`));
    await ankiResult.getByRole('button', { name: 'Done' }).click();
    await hidden(ankiResult);

    // An Anki package: its deck becomes a new private category, media left out with a notice.
    const folder = mkdtempSync(join(tmpdir(), 'slovo-apkg-'));
    const apkg = join(folder, 'animals.apkg');
    writeFileSync(apkg, base64ToBytes(NEW_EXPORT_APKG_BASE64));
    await page.getByRole('button', { name: 'Import .apkg' }).click();
    const apkgDialog = page.getByRole('dialog', { name: 'Import an Anki package' });
    await visible(apkgDialog);
    await apkgDialog.getByLabel('Choose .apkg file…').setInputFiles(apkg);
    await visible(apkgDialog.getByText('animals.apkg'));
    await expectAccessible(page, 'Import .apkg dialog');
    await apkgDialog.getByRole('button', { name: 'Import', exact: true }).click();
    const result = page.getByRole('dialog', { name: 'Anki package imported' });
    await visible(result);
    await visible(result.getByText(/\(new category\)/).first());
    await picture(page, `apkg-result-${device}-${theme}`);
    await expectAccessible(page, 'Anki package imported');
    await result.getByRole('button', { name: 'Done' }).click();
    await hidden(result);
    await visible(page.getByRole('heading', { name: 'English::Animals' }));
  });
});
