import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { User } from '@healthcare-portal/contracts/user';
import { updateUserRequestSchema } from '@healthcare-portal/contracts/users/update-user';
import { formValuesOf, isProfileFormField, profileChanges, type ProfileFormValues } from '../utils/profile-changes';

/**
 * Checks what would be sent with the same schema the server uses: a cleared required field is not sent,
 * so it is not an error either (the stored value stays).
 */
const changesResolver =
  (user: User): Resolver<ProfileFormValues> =>
  (values) => {
    const parsed = updateUserRequestSchema.safeParse(profileChanges(user, values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<ProfileFormValues> = {};
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      if (field !== undefined && isProfileFormField(field) && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };

/** The Edit Profile form, starting from the stored user; `changes` is what Update Profile would send now. */
export function useProfileForm(user: User) {
  const form = useForm<ProfileFormValues>({ defaultValues: formValuesOf(user), resolver: changesResolver(user) });
  const changes = profileChanges(user, form.watch());
  return { form, changes, unchanged: Object.keys(changes).length === 0 };
}
