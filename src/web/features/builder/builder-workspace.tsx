import {
  BlocksIcon,
  ChartColumnIcon,
  Code2Icon,
  DatabaseIcon,
  MessageSquareIcon,
  MonitorIcon,
  ServerCogIcon,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { appDataTexts } from '../../../shared/app-data-texts';
import { servicesPanelTexts } from '../../../shared/app-services/panel-texts';
import { builderTexts } from '../../../shared/builder-texts';
import { functionsPanelTexts } from '../../../shared/functions/panel-texts';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { texts as analyticsTexts } from './analytics/analytics-texts';
import { AnalyticsView } from './analytics/analytics-view';
import { ChatPanel } from './chat/chat-panel';
import { CodeView } from './code/code-view';
import { DatabaseView } from './database/database-view';
import { FunctionsView } from './functions/functions-view';
import { PreviewControls } from './preview/preview-controls';
import { PreviewPane } from './preview/preview-pane';
import { usePreviewController } from './preview/use-preview-controller';
import { ServicesView } from './services/services-view';
import type { BuilderSession } from './session/builder-session';
import { useComposerPrefill } from './session/composer-prefill';

// Spec section 9: chat 40% (25-70), preview and code 60% (at least 30). Strings are percentages.
const panelSizes = {
  chat: { defaultSize: '40', minSize: '25', maxSize: '70' },
  right: { defaultSize: '60', minSize: '30' },
};

type View = 'chat' | 'preview' | 'code' | 'database' | 'functions' | 'services' | 'analytics';

const tabClass =
  'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm [&_svg]:size-4';
// Every view stays mounted, stacked in one box, and the inactive ones are made invisible (not
// display:none): a draft or a selected file survives switching tabs, and a hidden chat still
// has a size, so it can keep following new messages.
const contentClass = 'absolute inset-0 data-[state=inactive]:invisible';
// When the tabs outgrow the bar (a phone, a narrow panel), the bar scrolls sideways instead of the page.
const listClass = 'flex min-w-0 gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 [scrollbar-width:none]';
const stackClass = 'relative min-h-0 flex-1';

/** An app's data and server code are its owner's business: viewers of a shared project and the demo have no tabs. */
const hasDatabase = (session: BuilderSession) => session.project.canEdit && !session.isDemo;
/** Visits to the live app: every member of the project's workspace, viewers too; the demo has none. */
const hasAnalytics = (session: BuilderSession) => session.project.isMember && !session.isDemo;

/**
 * The Code and Database tabs render nothing until first opened, then stay mounted like the
 * others so a chosen file, collection, search or sort survives switching tabs. Until then a
 * reply's files cost no re-render of a hidden tree (the preview is what a new reply waits for).
 */
function OpenedOnce({ value, view, children }: { value: View; view: View; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (view === value) setOpened(true);
  }, [view, value]);
  return (
    <Tabs.Content value={value} forceMount className={contentClass}>
      {opened || view === value ? children : null}
    </Tabs.Content>
  );
}

/** The owner's Database, Functions and Services views and the members' Analytics, each mounted once first opened. */
function ProjectContent({ session, view }: { session: BuilderSession; view: View }) {
  return (
    <>
      {hasDatabase(session) ? (
        <>
          <OpenedOnce value="database" view={view}>
            <DatabaseView projectId={session.project.id} />
          </OpenedOnce>
          <OpenedOnce value="functions" view={view}>
            <FunctionsView projectId={session.project.id} />
          </OpenedOnce>
          <OpenedOnce value="services" view={view}>
            <ServicesView projectId={session.project.id} />
          </OpenedOnce>
        </>
      ) : null}
      {hasAnalytics(session) ? (
        <OpenedOnce value="analytics" view={view}>
          <AnalyticsView projectId={session.project.id} active={view === 'analytics'} />
        </OpenedOnce>
      ) : null}
    </>
  );
}

/** The owner's tabs (Database, Functions and Services), then the members' Analytics. */
function ProjectTabs({
  session,
  grow,
  onSelect,
}: {
  session: BuilderSession;
  grow?: boolean;
  onSelect: (view: View) => void;
}) {
  return (
    <>
      {hasDatabase(session) ? <OwnerTabs grow={grow} onSelect={onSelect} /> : null}
      {hasAnalytics(session) ? (
        <ViewTab
          value="analytics"
          icon={<ChartColumnIcon aria-hidden />}
          label={analyticsTexts.tab}
          grow={grow}
          onSelect={onSelect}
        />
      ) : null}
    </>
  );
}

function OwnerTabs({ grow, onSelect }: { grow?: boolean; onSelect: (view: View) => void }) {
  return (
    <>
      <ViewTab
        value="database"
        icon={<DatabaseIcon aria-hidden />}
        label={appDataTexts.tab}
        grow={grow}
        onSelect={onSelect}
      />
      <ViewTab
        value="functions"
        icon={<ServerCogIcon aria-hidden />}
        label={functionsPanelTexts.tab}
        grow={grow}
        onSelect={onSelect}
      />
      <ViewTab
        value="services"
        icon={<BlocksIcon aria-hidden />}
        label={servicesPanelTexts.tab}
        grow={grow}
        onSelect={onSelect}
      />
    </>
  );
}

/** Chat beside preview and code: a resizable split from tablet width up, three tabs on phones. */
export function BuilderWorkspace({ session }: { session: BuilderSession }) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <SplitWorkspace session={session} /> : <PhoneWorkspace session={session} />;
}

function SplitWorkspace({ session }: { session: BuilderSession }) {
  const [view, setView] = useState<View>('preview');
  const preview = usePreviewController(session);
  return (
    <Group orientation="horizontal" className="min-h-0 flex-1">
      <Panel id="chat" {...panelSizes.chat} className="h-full">
        <ChatPanel session={session} />
      </Panel>
      <Separator
        aria-label={builderTexts.resizeHandle}
        className="group relative flex w-px items-center justify-center bg-slate-200 outline-none data-[separator=active]:bg-brand-500 data-[separator=focus]:bg-brand-500 data-[separator=hover]:bg-brand-400"
      >
        <span
          aria-hidden
          className="absolute z-10 h-8 w-1.5 rounded-full border border-slate-300 bg-white shadow-sm group-data-[separator=active]:border-brand-500 group-data-[separator=focus]:border-brand-500"
        />
      </Separator>
      <Panel id="workspace" {...panelSizes.right} className="h-full">
        <Tabs.Root
          value={view}
          onValueChange={(value) => setView(value as View)}
          className="flex h-full min-h-0 flex-col bg-white"
        >
          <div className="@container flex h-12 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-3">
            <Tabs.List aria-label="Builder views" className={listClass}>
              <ViewTab
                value="preview"
                icon={<MonitorIcon aria-hidden />}
                label={builderTexts.preview}
                onSelect={setView}
              />
              <ViewTab value="code" icon={<Code2Icon aria-hidden />} label={builderTexts.code} onSelect={setView} />
              <ProjectTabs session={session} onSelect={setView} />
            </Tabs.List>
            {view === 'preview' ? <PreviewControls controller={preview} /> : null}
          </div>
          <div className={stackClass}>
            <Tabs.Content value="preview" forceMount className={contentClass}>
              <PreviewPane session={session} controller={preview} />
            </Tabs.Content>
            <OpenedOnce value="code" view={view}>
              <CodeView session={session} />
            </OpenedOnce>
            <ProjectContent session={session} view={view} />
          </div>
        </Tabs.Root>
      </Panel>
    </Group>
  );
}

function PhoneWorkspace({ session }: { session: BuilderSession }) {
  const [view, setView] = useState<View>('chat');
  const preview = usePreviewController(session);
  // On a phone the composer is on its own tab: "Ask AI about this element" goes there.
  useComposerPrefill(() => setView('chat'));
  return (
    <Tabs.Root
      value={view}
      onValueChange={(value) => setView(value as View)}
      className="flex min-h-0 flex-1 flex-col bg-white"
    >
      <div className="flex h-12 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-2">
        <Tabs.List aria-label="Builder views" className={cn(listClass, 'flex-1')}>
          <ViewTab
            value="chat"
            icon={<MessageSquareIcon aria-hidden />}
            label={builderTexts.chat}
            grow
            onSelect={setView}
          />
          <ViewTab
            value="preview"
            icon={<MonitorIcon aria-hidden />}
            label={builderTexts.preview}
            grow
            onSelect={setView}
          />
          <ViewTab value="code" icon={<Code2Icon aria-hidden />} label={builderTexts.code} grow onSelect={setView} />
          <ProjectTabs session={session} grow onSelect={setView} />
        </Tabs.List>
        {view === 'preview' ? <PreviewControls controller={preview} compact /> : null}
      </div>
      <div className={stackClass}>
        <Tabs.Content value="chat" forceMount className={contentClass}>
          <ChatPanel session={session} />
        </Tabs.Content>
        <Tabs.Content value="preview" forceMount className={contentClass}>
          <PreviewPane session={session} controller={preview} />
        </Tabs.Content>
        <OpenedOnce value="code" view={view}>
          <CodeView session={session} />
        </OpenedOnce>
        <ProjectContent session={session} view={view} />
      </div>
    </Tabs.Root>
  );
}

function ViewTab({
  value,
  icon,
  label,
  grow,
  onSelect,
}: {
  value: View;
  icon: ReactNode;
  label: string;
  grow?: boolean;
  onSelect: (view: View) => void;
}) {
  return (
    <Tabs.Trigger
      value={value}
      // Radix focuses the tab by script on mouse down, which Chromium then rings as keyboard
      // focus; a pointer switches the view without moving focus, the keyboard works as before.
      onMouseDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        // Focus stays put, but whatever had it is left (an open name field saves on blur).
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        onSelect(value);
      }}
      // On the narrowest phones the tabs drop their icons, so the preview's controls still fit.
      className={cn(
        tabClass,
        grow && 'flex-1 justify-center px-2 max-[420px]:px-1 max-[420px]:text-xs max-[420px]:[&_svg]:hidden',
      )}
    >
      {icon}
      {label}
    </Tabs.Trigger>
  );
}
