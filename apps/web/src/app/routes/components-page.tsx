import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES, type ToastKind } from '@slovo/shared';
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
import { AddWordsDialog, DeleteWordDialog, EditWordDialog, SuccessDialog, addedWordsMessage } from '@/features/my-vocabulary';
import { TagEditorDialog } from '@/features/tags';
import './components-page.css';

const TOAST_SAMPLES: Record<ToastKind, string> = {
  success: 'Saved! Your progress is safe.',
  error: MESSAGES.unknown,
  info: MESSAGES.previewMode,
  warning: 'You are about to leave an unfinished game.',
};

/** The showcase's category-name rule (spec §5): 3 to 50 characters. */
export const categoryNameRule: TextValidator = (value) => {
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
  if (armed) throw new Error('Test error thrown from the components showcase');
  return <p className="showcase__note">Nothing has gone wrong yet.</p>;
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

  const changePrivacy = (category: BrowserCategory, next: CategoryPrivacy) =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        setCategories((all) => all.map((c) => (c.id === category.id ? { ...c, privacy: next } : c)));
        resolve();
      }, 600),
    );

  return (
    <Demo title="Category browser" wide>
      <div className="showcase__row">
        {(['list', 'grid', 'compact'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={layout === option ? 'primary' : 'secondary'}
            aria-pressed={layout === option}
            onClick={() => setLayout(option)}
          >
            {option}
          </Button>
        ))}
        <span className="showcase__note">State:</span>
        {(['data', 'loading', 'empty', 'error'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={state === option ? 'primary' : 'secondary'}
            aria-pressed={state === option}
            onClick={() => setState(option)}
          >
            {option}
          </Button>
        ))}
      </div>
      <p className="showcase__note">
        Shared: {sharedCount}/{SAMPLE_MAX_SHARED}
      </p>
      <CategoryBrowser
        layout={layout}
        categories={state === 'data' ? categories.slice((page - 1) * SAMPLE_PAGE_SIZE, page * SAMPLE_PAGE_SIZE) : []}
        isLoading={state === 'loading'}
        error={state === 'error' ? 'Failed to load categories' : null}
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
            aria-label={`Rename ${category.display_name}`}
            onClick={() => toast.info(`Rename “${category.display_name}”`)}
          >
            Rename
          </Button>
        )}
      />
    </Demo>
  );
}

const SAMPLE_WORD_CATEGORY = { id: 1, name: 'kitchen', display_name: 'Kitchen' };
const SAMPLE_WORD = { id: 1, english: 'frying pan', russian: 'сковорода' };
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
  const [open, setOpen] = useState<VocabularyDialog | null>(null);
  const [message, setMessage] = useState('3 words added successfully!');
  const close = () => setOpen(null);
  const buttons: [VocabularyDialog, string][] = [
    ['add', 'Add words…'],
    ['success', 'Success dialog'],
    ['edit', 'Edit word…'],
    ['delete', 'Delete word…'],
    ['tags', 'Manage tags…'],
  ];

  return (
    <Demo title="Vocabulary dialogs">
      <p className="showcase__note">Sample category “Kitchen”. Submitting calls the API; without a session it fails.</p>
      <div className="showcase__row">
        {buttons.map(([dialog, label]) => (
          <Button key={dialog} size="sm" onClick={() => setOpen(dialog)}>
            {label}
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
      <SuccessDialog open={open === 'success'} message={message} onContinue={close} />
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

  const showOverlay = () => {
    void loadingOverlay.run(MESSAGES.loadingVocabulary, () => new Promise((resolve) => setTimeout(resolve, 2000)));
  };

  return (
    <div className="page showcase">
      <div className="page__intro showcase__intro">
        <div>
          <h2 className="page__title">Component Showcase</h2>
          <p className="page__subtitle">The building blocks of Slovo, for developers.</p>
        </div>
        <Link to="/" className={buttonClass()}>
          ← Back to Home
        </Link>
      </div>

      <div className="showcase__grid">
        <Demo title="Buttons">
          <div className="showcase__row">
            <Button variant="primary">Primary</Button>
            <Button>Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Danger</Button>
            <Button disabled>Disabled</Button>
          </div>
          <div className="showcase__row">
            <Button size="sm">Small</Button>
            <Button size="lg" variant="primary">
              Large
            </Button>
            <Spinner label="Loading example" />
          </div>
        </Demo>

        <Demo title="Badges">
          <div className="showcase__row">
            <Badge tone="success">Completed</Badge>
            <Badge tone="warning">In Progress</Badge>
            <Badge tone="primary">Ready to Play</Badge>
            <Badge tone="danger">Admin</Badge>
            <Badge tone="info">Info</Badge>
            <Badge>Neutral</Badge>
          </div>
        </Demo>

        <Demo title="Progress bar">
          <ProgressBar value={progress} label="Example progress" showLabel />
          <ProgressBar value={100} label="Completed example" showLabel tone="success" />
          <div className="showcase__row">
            <Button size="sm" onClick={() => setProgress((p) => Math.max(0, p - 15))}>
              − 15
            </Button>
            <Button size="sm" onClick={() => setProgress((p) => Math.min(100, p + 15))}>
              + 15
            </Button>
          </div>
        </Demo>

        <Demo title="Toasts">
          <p className="showcase__note">One message at a time; each replaces the last.</p>
          <div className="showcase__row">
            {(Object.keys(TOAST_SAMPLES) as ToastKind[]).map((kind) => (
              <Button key={kind} size="sm" onClick={() => toast[kind](TOAST_SAMPLES[kind])}>
                Show {kind}
              </Button>
            ))}
          </div>
        </Demo>

        <Demo title="Loading overlay">
          <p className="showcase__note">Covers the screen for 2 seconds with an operation-specific message.</p>
          <div className="showcase__row">
            <Button onClick={showOverlay}>Show loading overlay</Button>
          </div>
        </Demo>

        <Demo title="Text prompt dialog">
          <p className="showcase__note">Required value, 3–50 characters. Enter submits, Escape cancels.</p>
          <div className="showcase__row">
            <Button onClick={() => setPromptOpen(true)}>New category…</Button>
          </div>
          {categoryName && (
            <p className="showcase__result" role="status">
              Created category “{categoryName}”
            </p>
          )}
          <TextPromptDialog
            open={promptOpen}
            title="New category"
            label="Category name"
            placeholder="e.g. Kitchen"
            hint="Between 3 and 50 characters."
            submitLabel="Create"
            validate={categoryNameRule}
            onSubmit={(name) => {
              setCategoryName(name);
              setPromptOpen(false);
            }}
            onCancel={() => setPromptOpen(false)}
          />
        </Demo>

        <VocabularyDialogsDemo />

        <CategoryBrowserDemo />

        <Demo title="Crash screen">
          <p className="showcase__note">Makes a child component throw while rendering, to show the crash screen.</p>
          <CrashTrigger armed={crash} />
          <div className="showcase__row">
            <Button variant="danger" onClick={() => setCrash(true)}>
              Throw a test error
            </Button>
          </div>
        </Demo>
      </div>

      <div className="showcase__footer">
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
