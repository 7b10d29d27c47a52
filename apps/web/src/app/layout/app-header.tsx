import { useRef } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { useAuthStore, useDrawsSignedIn } from '@/features/auth';
import { OfflineBadge } from '@/features/offline';
import { StressMarksToggle } from '@/features/word-details';
import { UserIcon } from '@/components/icons';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFitText } from '@/lib/use-fit-text';
import { useMessages } from '@/i18n';
import { PAGES, usePageText } from '../pages';
import { LAYOUT_TEXT } from './layout.i18n';
import { GameHub } from './game-hub';
import { LanguageToggle } from './language-toggle';
import { SlovoLogo } from './slovo-logo';
import { ThemeToggle } from './theme-toggle';

/**
 * Home link (not on /), the Offline badge, centred route title, Games hub, Login when signed out,
 * the language, stress-marks and theme switches.
 */
export function AppHeader({ title }: { title: string }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const signedIn = useDrawsSignedIn();
  const showLogin = useAuthStore((s) => s.showLogin);
  const t = useMessages(LAYOUT_TEXT);
  const textOf = usePageText();
  // A phone's header leaves the title little room: it shrinks to fit whole rather than be cut.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFitText(titleRef, title);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <div className="app-header__start">
          {pathname === PAGES.home.path ? (
            <SlovoLogo className="app-header__logo" />
          ) : (
            <Link to={PAGES.home.path} className={buttonClass({ variant: 'ghost' })}>
              <PAGES.home.icon aria-hidden="true" />
              <span className="app-header__label">{textOf(PAGES.home).name}</span>
            </Link>
          )}
          {navigation.state === 'loading' && (
            <span className="app-header__loading">
              <Spinner size="sm" label={t.loadingPage} />
            </span>
          )}
          <OfflineBadge />
        </div>
        <h1 ref={titleRef} className="app-header__title">
          {title}
        </h1>
        <div className="app-header__end">
          <GameHub />
          {/*
            A visitor has it from the first paint (the prerendered Home too), so it never pushes
            the header about; a returning player never sees it flash while their token is checked.
          */}
          {!signedIn && (
            <Button variant="primary" className="app-header__login" onClick={showLogin}>
              {/* On a phone the icon alone, so the page's title has room; the word stays its name. */}
              <UserIcon className="app-header__login-icon" aria-hidden="true" />
              <span className="app-header__label">{t.login}</span>
            </Button>
          )}
          <LanguageToggle />
          <StressMarksToggle className="app-header__stress" />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
