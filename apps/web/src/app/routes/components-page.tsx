import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES, type ToastKind } from '@slovo/shared';
import { localizeServerText, messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { UI_TEXT } from '@/components/ui/ui.i18n';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import {
  CategoryBrowser,
  type BrowserCategory,
  type CategoryBrowserLayout,
  type CategoryPrivacy,
} from '@/components/category-browser';
import { loadingOverlay } from '@/components/ui/loading-overlay-store';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { TextPromptDialog, type TextValidator } from '@/components/ui/text-prompt-dialog';
import { toast } from '@/components/ui/toast-store';
import { AddWordsDialog, DeleteWordDialog, EditWordDialog, SuccessDialog, addedWordsMessage } from '@/features/vocabulary-editor';
import { TagEditorDialog } from '@/features/tags';
import { COMPONENTS_PAGE_TEXT } from './components-page.i18n';
import './components-page.css';

const TOAST_KINDS: readonly ToastKind[] = ['success', 'error', 'info', 'warning'];

/** A sample toast of each kind, in the interface language when it is raised. */
function toastSample(kind: ToastKind): string {
  const t = messagesNow(COMPONENTS_PAGE_TEXT);
  const shared = messagesNow(SHARED_TEXT.MESSAGES);
  if (kind === 'error') return shared.unknown;
  if (kind === 'info') return shared.previewMode;
  return t.toastSamples[kind];
}

/** The showcase's category-name rule (spec §5): 3 to 50 characters. */
export const categoryNameRule: TextValidator = (value) => {
  const MESSAGES = messagesNow(SHARED_TEXT.MESSAGES);
  if (value.length < 3) return MESSAGES.categoryNameTooShort;
  if (value.length > 50) return MESSAGES.categoryNameTooLong;
  return null;
};

function Demo({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? 'showcase__demo showcase__demo--wide card' : 'showcase__demo card'} aria-label={title}>
      <h2 className="showcase__demo-title">{title}</h2>
      {children}
    </section>
  );
}

/** Renders normally until asked to fail, then throws during render like a real bug would. */
function CrashTrigger({ armed }: { armed: boolean }) {
  const t = useMessages(COMPONENTS_PAGE_TEXT);
  if (armed) throw new Error('Test error thrown from the components showcase');
  return <p className="showcase__note">{t.crashNote}</p>;
}

const SAMPLE_CATEGORIES: BrowserCategory[] = [
  ['Kitchen', 25, ['Home', 'Food', 'Basics'], 'alice', 'shared'],
  ['Travel', 50, ['Holidays'], 'alice', 'private'],
  ['Animals', 73, ['Nature', 'Kids'], null, 'private'],
  ['Colours', 1, [], 'boris', 'shared'],
  ['Weather', 12, ['Nature'], 'boris', 'private'],
  ['Family', 0, [], 'alice', 'private'],
  ['Numbers', 38, ['Basics'], null, 'private'],
].map(([name, words, tags, user, privacy], index) => ({
  id: index + 1,
  name: String(name).toLowerCase(),
  display_name: String(name),
  word_count: Number(words),
  tags: (tags as string[]).map((tag) => ({ name: tag.toLowerCase(), display_name: tag })),
  user: user ? { username: String(user) } : null,
  privacy: privacy as CategoryPrivacy,
  created_at: new Date(Date.UTC(2024, index, 3 + index)).toISOString(),
}));
const SAMPLE_PAGE_SIZE = 3;
const SAMPLE_MAX_SHARED = 3;

/** The category browser with sample data: switch layout and state, page, select, share. */
function CategoryBrowserDemo() {
  const [layout, setLayout] = useState<CategoryBrowserLayout>('list');
  const [state, setState] = useState<'data' | 'loading' | 'empty' | 'error'>('data');
  const [categories, setCategories] = useState(SAMPLE_CATEGORIES);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(2);
  const totalPages = Math.ceil(categories.length / SAMPLE_PAGE_SIZE);
  const sharedCount = categories.filter((category) => category.privacy === 'shared').length;
  const t = useMessages(COMPONENTS_PAGE_TEXT);

  const changePrivacy = (category: BrowserCategory, next: CategoryPrivacy) =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        setCategories((all) => all.map((c) => (c.id === category.id ? { ...c, privacy: next } : c)));
        resolve();
      }, 600),
    );

  return (
    <Demo title={t.categoryBrowser} wide>
      <div className="showcase__row">
        {(['list', 'grid', 'compact'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={layout === option ? 'primary' : 'secondary'}
            aria-pressed={layout === option}
            onClick={() => setLayout(option)}
          >
            {t.layouts[option]}
          </Button>
        ))}
        <span className="showcase__note">{t.stateLabel}</span>
        {(['data', 'loading', 'empty', 'error'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={state === option ? 'primary' : 'secondary'}
            aria-pressed={state === option}
            onClick={() => setState(option)}
          >
            {t.states[option]}
          </Button>
        ))}
      </div>
      <p className="showcase__note">{t.sharedCount(sharedCount, SAMPLE_MAX_SHARED)}</p>
      <CategoryBrowser
        layout={layout}
        categories={state === 'data' ? categories.slice((page - 1) * SAMPLE_PAGE_SIZE, page * SAMPLE_PAGE_SIZE) : []}
        isLoading={state === 'loading'}
        error={state === 'error' ? t.loadFailed : null}
        onRetry={() => setState('data')}
        hasActiveFilters={state === 'empty'}
        onClearFilters={() => setState('data')}
        selectedId={selectedId}
        onSelect={(category) => setSelectedId(category.id)}
        showProgress
        stats={{ totalCount: categories.length, page, totalPages, hasNextPage: page < totalPages }}
        pagination={{ page, totalPages, onPageChange: setPage }}
        privacy={{ sharedCount, maxShared: SAMPLE_MAX_SHARED, onChange: changePrivacy }}
        renderActions={(category, { tabIndex }) => (
          <Button
            size="sm"
            variant="ghost"
            tabIndex={tabIndex}
            aria-label={t.renameCategory(category.display_name)}
            onClick={() => toast.info(t.renameToast(category.display_name))}
          >
            {t.rename}
          </Button>
        )}
      />
    </Demo>
  );
}

const SAMPLE_WORD_CATEGORY = { id: 1, name: 'kitchen', display_name: 'Kitchen' };
/** With details from every kind of source (issue 32), so Edit Word shows each: a suggestion to confirm, a dictionary, an import, a person. */
const SAMPLE_WORD = {
  id: 1,
  english: 'frying pan',
  russian: 'сковорода',
  part_of_speech: 'noun',
  stressed: 'сковорода́',
  gender: 'f' as const,
  animate: false,
  forms: { gen_sg: 'сковороды́', nom_pl: 'сковороды' },
  ipa: '/ˈfraɪɪŋ ˌpæn/',
  sources: {
    stressed: 'suggested' as const,
    gender: 'dictionary:az@0.2.3' as const,
    animate: 'dictionary:az@0.2.3' as const,
    forms: 'import' as const,
    ipa: 'editor' as const,
  },
};
const SAMPLE_TAGGED_CATEGORY = {
  id: 1,
  display_name: 'Kitchen',
  tags: [
    { id: 1, name: 'home', display_name: 'Home' },
    { id: 2, name: 'food', display_name: 'Food' },
  ],
};
type VocabularyDialog = 'add' | 'success' | 'edit' | 'delete' | 'tags';

/**
 * The personal vocabulary manager's dialogs with sample data. They call the API only when
 * submitted; Manage Tags also loads the tag list, and asks for a login without a session.
 */
function VocabularyDialogsDemo() {
  const t = useMessages(COMPONENTS_PAGE_TEXT);
  const [open, setOpen] = useState<VocabularyDialog | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const close = () => setOpen(null);
  const buttons: VocabularyDialog[] = ['add', 'success', 'edit', 'delete', 'tags'];

  return (
    <Demo title={t.vocabularyDialogs}>
      <p className="showcase__note">{t.vocabularyNote}</p>
      <div className="showcase__row">
        {buttons.map((dialog) => (
          <Button key={dialog} size="sm" onClick={() => setOpen(dialog)}>
            {t.dialogButtons[dialog]}
          </Button>
        ))}
      </div>
      <AddWordsDialog
        open={open === 'add'}
        category={SAMPLE_WORD_CATEGORY}
        onClose={close}
        onAdded={(result) => {
          setMessage(addedWordsMessage(result));
          setOpen('success');
        }}
      />
      <SuccessDialog open={open === 'success'} message={message ?? t.sampleMessage} onContinue={close} />
      <EditWordDialog word={open === 'edit' ? SAMPLE_WORD : null} categoryName="Kitchen" onClose={close} />
      <DeleteWordDialog word={open === 'delete' ? SAMPLE_WORD : null} categoryName="Kitchen" onClose={close} />
      <TagEditorDialog category={open === 'tags' ? SAMPLE_TAGGED_CATEGORY : null} onClose={close} />
    </Demo>
  );
}

/** /components: developer showcase of the shared UI (spec §2), with a way to test the crash screen. */
export function ComponentsPage() {
  const [progress, setProgress] = useState(45);
  const [promptOpen, setPromptOpen] = useState(false);
  const [categoryName, setCategoryName] = useState<string | null>(null);
  const [crash, setCrash] = useState(false);
  const t = useMessages(COMPONENTS_PAGE_TEXT);
  const ui = useMessages(UI_TEXT);

  const showOverlay = () => {
    // The overlay shows a shared message in the interface language itself.
    void loadingOverlay.run(MESSAGES.loadingVocabulary, () => new Promise((resolve) => setTimeout(resolve, 2000)));
  };

  return (
    <div className="page showcase">
      <div className="page__intro showcase__intro">
        <div>
          <h2 className="page__title">{t.title}</h2>
          <p className="page__subtitle">{t.subtitle}</p>
        </div>
        <Link to="/" className={buttonClass()}>
          ← {t.backToHome}
        </Link>
      </div>

      <div className="showcase__grid">
        <Demo title={t.buttons}>
          <div className="showcase__row">
            <Button variant="primary">{t.primary}</Button>
            <Button>{t.secondary}</Button>
            <Button variant="ghost">{t.ghost}</Button>
            <Button variant="danger">{t.danger}</Button>
            <Button disabled>{t.disabled}</Button>
          </div>
          <div className="showcase__row">
            <Button size="sm">{t.small}</Button>
            <Button size="lg" variant="primary">
              {t.large}
            </Button>
            <Spinner label={t.loadingExample} />
          </div>
        </Demo>

        <Demo title={t.badges}>
          <div className="showcase__row">
            <Badge tone="success">{t.badgeSamples.completed}</Badge>
            <Badge tone="warning">{t.badgeSamples.inProgress}</Badge>
            <Badge tone="primary">{t.badgeSamples.ready}</Badge>
            <Badge tone="danger">{t.badgeSamples.admin}</Badge>
            <Badge tone="info">{t.badgeSamples.info}</Badge>
            <Badge>{t.badgeSamples.neutral}</Badge>
          </div>
        </Demo>

        <Demo title={t.progressBar}>
          <ProgressBar value={progress} label={t.exampleProgress} showLabel />
          <ProgressBar value={100} label={t.completedExample} showLabel tone="success" />
          <div className="showcase__row">
            <Button size="sm" onClick={() => setProgress((p) => Math.max(0, p - 15))}>
              − 15
            </Button>
            <Button size="sm" onClick={() => setProgress((p) => Math.min(100, p + 15))}>
              + 15
            </Button>
          </div>
        </Demo>

        <Demo title={t.toasts}>
          <p className="showcase__note">{t.toastsNote}</p>
          <div className="showcase__row">
            {TOAST_KINDS.map((kind) => (
              <Button key={kind} size="sm" onClick={() => toast[kind](toastSample(kind))}>
                {t.showToast(ui.toastKinds[kind])}
              </Button>
            ))}
          </div>
        </Demo>

        <Demo title={t.loadingOverlay}>
          <p className="showcase__note">{t.loadingOverlayNote}</p>
          <div className="showcase__row">
            <Button onClick={showOverlay}>{t.showLoadingOverlay}</Button>
          </div>
        </Demo>

        <Demo title={t.textPrompt}>
          <p className="showcase__note">{t.textPromptNote}</p>
          <div className="showcase__row">
            <Button onClick={() => setPromptOpen(true)}>{t.newCategoryButton}</Button>
          </div>
          {categoryName && (
            <p className="showcase__result" role="status">
              {t.createdCategory(categoryName)}
            </p>
          )}
          <TextPromptDialog
            open={promptOpen}
            title={t.newCategory}
            label={t.categoryName}
            placeholder={t.categoryPlaceholder}
            hint={t.categoryHint}
            submitLabel={t.create}
            validate={(value) => {
              const problem = categoryNameRule(value);
              return problem && localizeServerText(problem);
            }}
            onSubmit={(name) => {
              setCategoryName(name);
              setPromptOpen(false);
            }}
            onCancel={() => setPromptOpen(false)}
          />
        </Demo>

        <VocabularyDialogsDemo />

        <CategoryBrowserDemo />

        <Demo title={t.crashScreen}>
          <p className="showcase__note">{t.crashScreenNote}</p>
          <CrashTrigger armed={crash} />
          <div className="showcase__row">
            <Button variant="danger" onClick={() => setCrash(true)}>
              {t.throwError}
            </Button>
          </div>
        </Demo>
      </div>

      <div className="showcase__footer">
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          {t.backToHome}
        </Link>
      </div>
    </div>
  );
}
