import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { signInAdmin, signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

const openPage = useAppInBrowser();

const visible = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(true);
const hidden = (locator: Locator, timeout = 10_000) => expect.poll(() => locator.isVisible(), { timeout }).toBe(false);

async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousAccessibilityIssues(page), where).toEqual([]);
}

const categoryList = (page: Page) => page.getByRole('list', { name: 'Categories' });
const card = (page: Page, title: string) => categoryList(page).getByRole('button', { name: title, exact: true });
const words = (page: Page, title: string) => page.getByRole('list', { name: `Words in ${title}` });
const query = (page: Page) => new URL(page.url()).searchParams;

/** A vocabulary file as an admin would write it: two categories, one word without English, one tag. */
function importFile(suffix: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'slovo-import-')), 'vocabulary.json');
  const file = {
    tags: [{ name: `kitchen-${suffix}`, display_name: `Kitchen ${suffix}`, color: '#3366ff' }],
    categories: [
      {
        name: `Kitchen ${suffix}`,
        tags: [`kitchen-${suffix}`],
        is_approved_list: true,
        words: [
          { english: 'spoon', russian: 'ложка' },
          { english: 'fork', russian: 'вилка' },
          { en: 'knife', ru: 'нож' },
          { english: '', russian: 'пусто' },
        ],
      },
      { name: `Garden ${suffix}`, words: [{ word: 'rose', translation: 'роза' }] },
    ],
  };
  writeFileSync(path, JSON.stringify(file));
  return path;
}

/** The figures of a dialog's Categories / Words / Tags list. */
async function counts(list: Locator): Promise<Record<string, string>> {
  const terms = await list.locator('dt').allTextContents();
  const values = await list.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

/**
 * The admin vocabulary editor as the issue walks it, on a desktop and on a phone: create a
 * category, add words by Pattern Entry, approve it, give it a new tag, filter by that tag (the
 * address follows and a reload keeps the view), import a JSON file, clear the cache, rename and
 * delete; a learner is refused the page.
 */
describe.each([
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
  { device: 'phone', viewport: { width: 360, height: 740 } },
])('Admin vocabulary editor in a real browser ($device)', ({ device, viewport }) => {
  test('an admin curates a category end to end and imports a file', async () => {
    const page = await openPage(viewport);
    await signInAdmin(page);
    const suffix = `${device}${Date.now().toString(36)}`;
    const title = `Travel ${suffix}`;

    await page.goto('/admin/vocabulary');
    await visible(categoryList(page));
    await expectAccessible(page, 'editor with the seeded categories');

    // Create: a pre-built (system) category, selected at once.
    await page.getByRole('button', { name: 'Add Category' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Category' });
    await create.getByLabel('Category name').fill(title);
    await expectAccessible(page, 'Create New Category dialog');
    await create.getByRole('button', { name: 'Create' }).click();
    await hidden(create);
    await visible(page.getByRole('heading', { name: title, level: 2 }));

    // Words by Pattern Entry, one batch, the success dialog.
    await page.getByRole('button', { name: 'Add Word', exact: true }).click();
    const add = page.getByRole('dialog', { name: /Add Word/ });
    await add.getByRole('tab', { name: 'Pattern Entry' }).click();
    await add.getByRole('textbox').fill('train - поезд\nstation = вокзал\nticket | билет');
    await expect.poll(() => add.getByRole('list', { name: 'Pairs to add' }).getByRole('listitem').count()).toBe(3);
    await add.getByRole('button', { name: /^Add/ }).last().click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await visible(success.getByText('3 words added successfully!'));
    await success.getByRole('button', { name: 'Continue' }).click();
    await hidden(success);
    await expect.poll(() => words(page, title).getByRole('listitem').count()).toBe(3);

    // Find it by search (the address follows), then approve it.
    await page.goto(`/admin/vocabulary?search=${encodeURIComponent(title)}`);
    await visible(card(page, title));
    await page.getByRole('button', { name: `Approve ${title}` }).click();
    await visible(page.getByText('Category approved successfully'));
    await visible(page.getByRole('button', { name: `Unapprove ${title}` }));

    // A new tag, created in Manage Tags and assigned.
    const tagTitle = `Holiday ${suffix}`;
    await page.getByRole('button', { name: `Tags of ${title}` }).click();
    const tags = page.getByRole('dialog', { name: 'Manage Tags' });
    await tags.getByLabel('Search tags').fill(tagTitle);
    await tags.getByRole('button', { name: `Create tag “${tagTitle}”` }).click();
    const newTag = tags.getByRole('form', { name: 'New tag' });
    await newTag.getByRole('button', { name: 'Create Tag' }).click();
    await visible(tags.getByRole('checkbox', { name: new RegExp(`^${tagTitle}`) }));
    await expectAccessible(page, 'Manage Tags with a new tag');
    await tags.getByRole('button', { name: 'Save' }).click();
    await hidden(tags);

    // Filter by that tag alone: the address carries it, a reload keeps the view.
    await page.goto('/admin/vocabulary');
    await visible(categoryList(page));
    if (device === 'phone') await page.getByRole('button', { name: /Filter Categories/ }).click();
    await page.getByRole('checkbox', { name: tagTitle }).check();
    await expect.poll(() => query(page).get('tags'), { timeout: 5_000 }).toBe(tagTitle.toLowerCase().replace(/\s+/g, '-'));
    await expect.poll(() => categoryList(page).getByRole('listitem').count()).toBe(1);
    await visible(card(page, title));
    await page.reload();
    await visible(card(page, title));
    expect(await categoryList(page).getByRole('listitem').count()).toBe(1);
    await expectAccessible(page, 'editor filtered by a tag');
    // Back to the unfiltered view.
    await page.goBack();
    await expect.poll(() => query(page).get('tags')).toBeNull();

    // Import a file: its preview (with the entry it will leave out), then the counts added.
    await page.getByRole('button', { name: 'Import Data' }).click();
    const importing = page.getByRole('dialog', { name: 'Import Vocabulary Data' });
    await importing.locator('input[type="file"]').setInputFiles(importFile(suffix));
    const preview = importing.getByRole('definition').first();
    await visible(preview);
    expect(await counts(importing.locator('dl'))).toEqual({ Categories: '2', Words: '4', Tags: '1' });
    await visible(importing.getByText('categories[0].words[3]', { exact: false }));
    await expectAccessible(page, 'Import dialog with a preview');
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(importing.getByText('Import completed successfully!'));
    expect(await counts(importing.locator('dl'))).toEqual({ Categories: '2', Words: '4', Tags: '1' });
    await importing.getByRole('button', { name: 'Done' }).click();
    await hidden(importing);
    await page.goto(`/admin/vocabulary?search=${encodeURIComponent(`Kitchen ${suffix}`)}`);
    await visible(card(page, `Kitchen ${suffix}`));
    await card(page, `Kitchen ${suffix}`).click();
    await expect.poll(() => words(page, `Kitchen ${suffix}`).getByRole('listitem').count()).toBe(3);

    // Clear the cache.
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    await visible(page.getByText('Cache cleared successfully!'));

    // Rename, then delete by typing "delete".
    await page.goto(`/admin/vocabulary?search=${encodeURIComponent(title)}`);
    const renamed = `${title} renamed`;
    await page.getByRole('button', { name: `Rename ${title}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Category' });
    await rename.getByLabel('New name').fill(renamed);
    await rename.getByLabel('New name').press('Enter');
    await hidden(rename);
    await page.goto(`/admin/vocabulary?search=${encodeURIComponent(renamed)}`);
    await visible(card(page, renamed));
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Category' });
    const confirm = remove.getByRole('button', { name: 'Delete Category' });
    await remove.getByLabel('Type delete to confirm').fill('delete');
    await confirm.click();
    await hidden(remove);
    await visible(page.getByText('No categories found matching your filters'));
    await page.context().close();
  }, 120_000); // the whole curation flow, about 30–50 s on two busy cores: twice the suite default

  test('a learner is refused the editor', async () => {
    const page = await openPage(viewport);
    await signInNewPlayer(page, 'learner');
    await page.goto('/admin/vocabulary');
    await visible(page.getByRole('heading', { name: 'Access Denied: This page requires administrator privileges' }));
    expect(await page.getByRole('list', { name: 'Categories' }).count()).toBe(0);
    await page.context().close();
  });
});
