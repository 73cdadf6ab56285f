export { ThemeProvider, useTheme, type ThemeMode, type ResolvedTheme } from './theme-provider';
