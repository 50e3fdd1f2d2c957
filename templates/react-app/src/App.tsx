import { Button } from './components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/ui/card';

export default function App() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-secondary/40 p-8">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <CardTitle className="text-3xl font-bold">My App</CardTitle>
          <CardDescription className="text-base">
            Describe what you want to build and it will appear here.
          </CardDescription>
        </CardHeader>
        <CardContent className="text-muted-foreground text-sm">
          Buttons, cards, dialogs, tabs and more are ready in src/components/ui.
        </CardContent>
        <CardFooter className="justify-center">
          <Button onClick={() => document.documentElement.classList.toggle('dark')}>Toggle dark mode</Button>
        </CardFooter>
      </Card>
    </main>
  );
}
