import { useMutation } from '@tanstack/react-query';
import { isApiError, serverMessageOr } from '@/api/api-error';
import { userIdOf, type User } from '@healthcare-portal/contracts/user';
import { updateUser } from '@/api/users/update-user';
import type { UpdateUserRequest } from '@healthcare-portal/contracts/users/update-user';
import { useToast } from '@/components/ui/toast/use-toast';
import { setCredentials } from '@/stores/auth-store';
import { PROFILE_TEXT } from '../utils/profile-text';

/**
 * Sends the changes; the answer replaces the stored user, so a new e-mail's restrictions apply at once.
 * A refusal's field messages (body.errors) go back to the fields they name.
 */
export function useUpdateProfile(user: User, onSaved: () => void, onFieldErrors: (errors: Record<string, string>) => void) {
  const { toast, toasts, dismiss } = useToast();
  const mutation = useMutation({
    mutationFn: (changes: UpdateUserRequest) => updateUser(userIdOf(user), changes),
    // A new save makes an earlier 'updated successfully' old news: it must not stand beside this save's failure.
    onMutate: () => {
      for (const shown of toasts) if (shown.open && shown.title === PROFILE_TEXT.updatedTitle) dismiss(shown.id);
    },
    onSuccess: ({ body }) => {
      setCredentials({ user: body });
      onSaved();
      toast({ title: PROFILE_TEXT.updatedTitle, description: PROFILE_TEXT.updatedDescription });
    },
    onError: (error) => {
      if (isApiError(error)) onFieldErrors(error.fieldErrors);
    },
  });
  const errorMessage = mutation.error ? serverMessageOr(mutation.error, PROFILE_TEXT.updateFailed, PROFILE_TEXT.updateError) : null;
  return { save: mutation.mutate, saving: mutation.isPending, errorMessage };
}
