/** The category picker's public interface (product-games-auth.md §2 "Category picker", §4, §5). */
export { GameCategoryPicker } from './components/game-category-picker';
export { gamePathWithCategory } from './picker-link';
