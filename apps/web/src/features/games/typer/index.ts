/** Typer (game1): type the English word for a Russian prompt, letter by letter. */
export { TyperGame, type TyperGameProps, type Schedule } from './components/typer-game';
