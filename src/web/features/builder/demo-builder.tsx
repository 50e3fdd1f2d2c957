import { BuilderScreen } from './builder-screen';
import { useDemoSession } from './demo/use-demo-session';

/** The live demo: the same screen over a scripted local session. */
export function DemoBuilder() {
  return <BuilderScreen session={useDemoSession()} />;
}
