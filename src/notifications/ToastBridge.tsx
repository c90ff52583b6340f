import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { toast, type TypeOptions } from 'react-toastify';

/**
 * `<Admin notification>`: hands react-admin's notifications to react-toastify (top-right, 1 s,
 * at most 3). Renders nothing. Undoable mutations are committed at once;
 * the console asks for pessimistic ones everywhere, so none should arrive.
 */
export function ToastBridge() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (!notifications.length) return;
    for (const { message, type, notificationOptions: options = {} } of notifications) {
      if (options.undoable) takeMutation()?.({ isUndo: false });
      const text = typeof message === 'string' ? translate(message, { _: message, ...options.messageArgs }) : message;
      toast(text, { type: toastType(type), autoClose: options.autoHideDuration ?? undefined });
    }
    setNotifications([]);
  }, [notifications, setNotifications, takeMutation, translate]);

  return null;
}

/** react-admin says "info" for its success messages ("Package added successfully"). */
const toastType = (type: string | undefined): TypeOptions =>
  type === 'info' || type === 'success' ? 'success' : type === 'error' || type === 'warning' ? type : 'default';
