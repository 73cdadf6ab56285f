import { useRef, useState } from 'react';
import { BarChart3, LayoutGrid, PenLine, Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs';
import { MyPosts } from '../my-posts';
import { PostAnalytics } from '../post-analytics';
import { PostForm } from '../post-form';
import { messages } from './messages';

import { postsWorkspaceSections, type PostsWorkspaceSection } from './sections';

export { postsWorkspaceSections, type PostsWorkspaceSection };

const isSection = (value: string): value is PostsWorkspaceSection =>
  (postsWorkspaceSections as readonly string[]).includes(value);

export type PostsWorkspaceProps = {
  /** The section shown, when the page keeps it (in the address, say). */
  section?: PostsWorkspaceSection;
  /** The first section when the workspace keeps it itself. */
  defaultSection?: PostsWorkspaceSection;
  onSectionChange?: (section: PostsWorkspaceSection) => void;
};

/**
 * The doctor portal's Blog and Health Posts tab (001 §2.13): My Posts, Create Post and
 * Analytics, and a Create New Post button that opens the form in a dialog. A new post
 * comes first in My Posts; every change refreshes the analytics.
 */
export function PostsWorkspace({
  section,
  defaultSection = 'my-posts',
  onSectionChange,
}: PostsWorkspaceProps) {
  const intl = useIntl();
  const [ownSection, setOwnSection] = useState(defaultSection);
  const [creating, setCreating] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const myPostsTab = useRef<HTMLButtonElement>(null);
  const current = section ?? ownSection;

  const show = (next: PostsWorkspaceSection) => {
    if (section === undefined) setOwnSection(next);
    onSectionChange?.(next);
  };

  const afterCreate = (fromTab: boolean) => {
    setCreating(false);
    show('my-posts');
    setReloadToken((n) => n + 1);
    // The form the focus was in is hidden now: the person lands on the list's tab.
    if (fromTab) requestAnimationFrame(() => myPostsTab.current?.focus());
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-base text-muted-foreground">
          {intl.formatMessage(messages.intro)}
        </p>
        <Dialog open={creating} onOpenChange={setCreating}>
          <DialogTrigger asChild>
            <Button className="shrink-0">
              <Plus aria-hidden />
              {intl.formatMessage(messages.createNew)}
            </Button>
          </DialogTrigger>
          <DialogContent
            size="lg"
            aria-describedby={undefined}
            // A tap beside a long form must not throw it away: Cancel, Close or Escape do.
            onInteractOutside={(event) => event.preventDefault()}
          >
            <DialogHeader>
              <DialogTitle>{intl.formatMessage(messages.createNew)}</DialogTitle>
            </DialogHeader>
            <PostForm onCancel={() => setCreating(false)} onSaved={() => afterCreate(false)} />
          </DialogContent>
        </Dialog>
      </div>

      <Tabs value={current} onValueChange={(value) => isSection(value) && show(value)}>
        <TabsList aria-label={intl.formatMessage(messages.sections)}>
          <TabsTrigger ref={myPostsTab} value="my-posts">
            <LayoutGrid aria-hidden className="hidden size-4 sm:block" />
            {intl.formatMessage(messages.myPosts)}
          </TabsTrigger>
          <TabsTrigger value="create">
            <PenLine aria-hidden className="hidden size-4 sm:block" />
            {intl.formatMessage(messages.createPost)}
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden className="hidden size-4 sm:block" />
            {intl.formatMessage(messages.analytics)}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="my-posts">
          <MyPosts onCreate={() => setCreating(true)} reloadToken={reloadToken} />
        </TabsContent>
        {/* Kept mounted, so a half-written post survives a look at the other tabs. */}
        <TabsContent value="create" forceMount className="data-[state=inactive]:hidden">
          <PostForm onSaved={() => afterCreate(true)} className="max-w-3xl" />
        </TabsContent>
        <TabsContent value="analytics">
          <PostAnalytics />
        </TabsContent>
      </Tabs>
    </div>
  );
}
