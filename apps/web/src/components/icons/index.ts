/**
 * The app's icons: SVG from lucide-react (tree-shaken, so only the icons named here reach the
 * bundle), instead of emoji, which render as empty boxes where no emoji font is installed (common
 * on Linux desktops and kiosks). Each is an inline <svg> drawn in `currentColor`, so it follows the
 * text colour and both themes; lucide marks them aria-hidden unless given an aria-label.
 *
 * Import icons from here, not from lucide-react directly: one list shows what the app uses.
 */
import type { GameId } from '@slovo/shared';
import {
  Ban,
  BookOpen,
  Blocks,
  Brain,
  Check,
  CircleHelp,
  Compass,
  Copy,
  CreditCard,
  Dumbbell,
  Eye,
  Flame,
  Gamepad2,
  Heart,
  House,
  Keyboard,
  Landmark,
  Layers,
  Lightbulb,
  Lock,
  Moon,
  NotebookPen,
  OctagonX,
  PartyPopper,
  Puzzle,
  RefreshCw,
  RotateCcw,
  Share2,
  Shuffle,
  Speech,
  Sun,
  TriangleAlert,
  Trophy,
  User,
  Users,
  Volume2,
  VolumeX,
  X,
  type LucideIcon,
} from 'lucide-react';

export type IconComponent = LucideIcon;

export {
  Ban as AccessDeniedIcon,
  BookOpen as LearningIcon,
  Blocks as ComponentsIcon,
  Check as CheckIcon,
  Compass as NotFoundIcon,
  Copy as CopyIcon,
  CreditCard as CardPaymentIcon,
  Dumbbell as KeepGoingIcon,
  Eye as PreviewIcon,
  Flame as StreakIcon,
  Gamepad2 as GamesIcon,
  Heart as SupportIcon,
  House as HomeIcon,
  Landmark as BankIcon,
  Lightbulb as HintIcon,
  Lock as SignInRequiredIcon,
  Moon as DarkThemeIcon,
  NotebookPen as MyVocabularyIcon,
  OctagonX as StopIcon,
  PartyPopper as CelebrateIcon,
  RefreshCw as FlipAllIcon,
  RotateCcw as StillLearningIcon,
  Share2 as ShareIcon,
  Shuffle as ShuffleIcon,
  Speech as AutoSpeakIcon,
  Sun as LightThemeIcon,
  TriangleAlert as WarningIcon,
  Trophy as TrophyIcon,
  User as UserIcon,
  Users as UsersIcon,
  Volume2 as SpeakerIcon,
  VolumeX as MutedIcon,
  X as CloseIcon,
};

/** Each game's icon (the shared catalogue's emoji stay as data; the app draws these). */
export const GAME_ICONS: Record<GameId, LucideIcon> = {
  game1: Keyboard,
  game2: Layers,
  game3: CircleHelp,
  game4: Puzzle,
  game5: Brain,
};
