export { FavoriteButton, type FavoriteButtonProps } from './ui/FavoriteButton';
export { useToggleFavorite } from './model/useToggleFavorite';
