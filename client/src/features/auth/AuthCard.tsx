import type { ReactNode } from "react";
import { Logo } from "../../components/layout/Logo.tsx";
import { ThemeToggle } from "../../components/layout/ThemeToggle.tsx";

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <Logo />
        <ThemeToggle />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <div className="card w-full max-w-md p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
          <p className="mb-6 mt-1 text-sm text-slate-600 dark:text-slate-300">Track your gaming journey</p>
          {children}
        </div>
      </main>
    </div>
  );
}
