/** The classes' public interface (issue 35): their pages, each loaded lazily by the router. */
export { ClassesPage } from './components/classes-page';
export { ClassPage } from './components/class-page';
export { JoinClassPage } from './components/join-page';
