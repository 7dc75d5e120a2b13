// Settings → Notifications: a switch per kind of notification, saved on the server as it is flipped.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS, type NotificationKind, type NotificationSettings as Settings } from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { notificationKeys, notificationsApi } from "./api.ts";

function Switches({ settings }: { settings: Settings }) {
  const client = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  // The switch moves at once; a save that fails puts it back.
  const [shown, setShown] = useState(settings);
  const save = useMutation({
    mutationFn: notificationsApi.setSettings,
    onSuccess: (saved) => {
      client.setQueryData(notificationKeys.settings(), saved);
      setShown(saved);
      setStatus("Notification settings saved.");
    },
    onError: () => setShown(settings),
  });
  const flip = (kind: NotificationKind, on: boolean) => {
    setStatus(null);
    const next = { ...shown, [kind]: on };
    setShown(next);
    save.mutate(next);
  };
  return (
    <div className="mt-4 space-y-3">
      <FormAlert message={save.isError ? "Failed to save your notification settings" : null} />
      <p className="text-sm text-slate-600 dark:text-slate-300">Tell me when:</p>
      {NOTIFICATION_KINDS.map((kind) => (
        <label key={kind} className="flex items-center gap-3 text-sm text-slate-900 dark:text-white">
          <input type="checkbox" role="switch" checked={shown[kind]} disabled={save.isPending} onChange={(e) => flip(kind, e.target.checked)} />
          {NOTIFICATION_TEXTS.settingLabels[kind]}
        </label>
      ))}
      <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {status}
      </p>
    </div>
  );
}

export function NotificationSettings() {
  const settings = useQuery({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => notificationsApi.settings(signal) });
  return (
    <section aria-labelledby="notifications" className="card">
      <h2 id="notifications" className="text-xl font-semibold text-slate-900 dark:text-white">
        Notifications
      </h2>
      {settings.isPending ? (
        <Spinner label="Loading notification settings..." />
      ) : settings.isError ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Notification settings could not be loaded.</p>
      ) : (
        <Switches settings={settings.data} />
      )}
    </section>
  );
}
