/** The stats page's public interface (/stats); other features import only from here. */
export { StatsPage } from './components/stats-page';
