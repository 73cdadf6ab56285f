export { ColleagueSearch, type ColleagueSearchProps } from './colleague-search';
