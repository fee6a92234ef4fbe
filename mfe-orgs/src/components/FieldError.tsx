/** The message under an invalid field; its id is what the field's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)', fontSize: 12, marginTop: 4 }}>
      {message}
    </div>
  );
}

/** A labelled field: label above, input, error or help below (kept small and semantic instead of antd Form). */
export function Field({ id, label, error, help, children }: { id: string; label: string; error?: string | null; help?: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <label htmlFor={id} style={{ fontWeight: 500, marginBottom: 4 }}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {help && !error && (
        <div id={`${id}-help`} style={{ fontSize: 12, opacity: 0.75, marginTop: 4 }}>
          {help}
        </div>
      )}
    </div>
  );
}
