export { Tabs, TabsContent, TabsList, TabsTrigger, type TabsTriggerProps } from './tabs';
