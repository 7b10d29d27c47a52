import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ROOT_BOUNDARY_RELOAD_DELAY_MS } from '@slovo/shared';
import { messagesNow } from '@/i18n';
import { CrashScreen } from './crash-screen';
import { FEEDBACK_TEXT } from './feedback.i18n';
import type { RetryCounter } from './use-crash-retry';

const RETRY_KEY = 'slovo.rootCrashRetries';

/** The root retries reload the page, so their count has to survive the reload: sessionStorage. */
const sessionCounter: RetryCounter = {
  get: () => {
    try {
      return Number(sessionStorage.getItem(RETRY_KEY)) || 0;
    } catch {
      return 0;
    }
  },
  set: (count) => {
    try {
      if (count === 0) sessionStorage.removeItem(RETRY_KEY);
      else sessionStorage.setItem(RETRY_KEY, String(count));
    } catch {
      // Without sessionStorage the count simply restarts after a reload.
    }
  },
};

interface Props {
  children: ReactNode;
  /** Injected by tests; the page reload by default. */
  reload?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  reloading: boolean;
}

/**
 * Last line of defence around the whole app (spec §4): shows the crash screen; each of its up to
 * 3 retries reloads the page 1 second later.
 */
export class RootErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, reloading: false };
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  override componentDidMount() {
    // The app rendered: earlier reload attempts worked, start counting afresh.
    if (!this.state.hasError) sessionCounter.set(0);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Slovo crashed:', error, info.componentStack);
  }

  override componentWillUnmount() {
    clearTimeout(this.reloadTimer);
  }

  private retry = () => {
    this.setState({ reloading: true });
    const reload = this.props.reload ?? (() => window.location.reload());
    this.reloadTimer = setTimeout(reload, ROOT_BOUNDARY_RELOAD_DELAY_MS);
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <CrashScreen
        fullscreen
        error={this.state.error}
        counter={sessionCounter}
        onRetry={this.retry}
        onReload={this.props.reload}
        notice={this.state.reloading ? messagesNow(FEEDBACK_TEXT).reloading : undefined}
      />
    );
  }
}
