import { useSyncExternalStore } from 'react';

export type Severity = 'info' | 'success' | 'warn' | 'error';

export interface Toast {
  id: number;
  severity: Severity;
  summary: string;
  detail?: string;
  /** Milliseconds until it removes itself; 0 keeps it until closed. */
  life: number;
  group: string;
  closable: boolean;
}

export type ToastInput = Partial<Omit<Toast, 'id'>> & { summary: string };

export const DEFAULT_GROUP = 'notification';
export const DEFAULT_LIFE = 5000;

/**
 * The toast bus of the page (spec section 4): any React root or plain code adds toasts to a group; the shell
 * renders group 'notification'. Each toast removes itself when its life ends; remove one, a group or all.
 */
export class ToastBus {
  private toasts: Toast[] = [];
  private nextId = 1;
  private timers = new Map<number, ReturnType<typeof setTimeout>>();
  private listeners = new Set<() => void>();

  add(input: ToastInput): number {
    const toast: Toast = {
      severity: 'info',
      life: DEFAULT_LIFE,
      group: DEFAULT_GROUP,
      closable: true,
      ...input,
      id: this.nextId++,
    };
    this.toasts = [...this.toasts, toast];
    if (toast.life > 0)
      this.timers.set(
        toast.id,
        setTimeout(() => this.remove(toast.id), toast.life),
      );
    this.emit();
    return toast.id;
  }

  remove(id: number): void {
    this.drop((t) => t.id === id);
  }

  removeGroup(group: string): void {
    this.drop((t) => t.group === group);
  }

  clear(): void {
    this.drop(() => true);
  }

  /** Removes every toast of one severity in a group (the errors a success has made obsolete). */
  removeSeverity(severity: Severity, group: string = DEFAULT_GROUP): void {
    this.drop((t) => t.severity === severity && t.group === group);
  }

  list = (): readonly Toast[] => this.toasts;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private drop(match: (t: Toast) => boolean) {
    const gone = this.toasts.filter(match);
    if (!gone.length) return;
    for (const t of gone) {
      clearTimeout(this.timers.get(t.id));
      this.timers.delete(t.id);
    }
    this.toasts = this.toasts.filter((t) => !match(t));
    this.emit();
  }

  private emit() {
    this.listeners.forEach((l) => l());
  }
}

/** The page's one bus (this module is a Module Federation singleton). */
export const toasts = new ToastBus();

export function useToasts(group: string = DEFAULT_GROUP): readonly Toast[] {
  const all = useSyncExternalStore(toasts.subscribe, toasts.list, toasts.list);
  return all.filter((t) => t.group === group);
}
