export { CountedTabs, type CountedTab, type CountedTabsProps } from './counted-tabs';
export { ListState, type ListStateMessages, type ListStateProps } from './list-state';
