"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { WorkingDaysPicker } from "@/components/admin/contractors/working-days-picker";
import { bindControl, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PageForm } from "@/components/ui/page-form";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast/use-toast";
import { useUpdateProfile } from "@/hooks/use-current-user";
import { useZodForm } from "@/hooks/use-zod-form";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@/lib/i18n/languages";
import { updateCurrentUserInput } from "@/lib/schemas/user";

export interface ProfileValues {
  name: string;
  email: string | null;
  workingDays: readonly string[];
  /** The chosen interface language; null follows the browser's. */
  locale: Language | null;
  version: number;
}

/**
 * The contractor's own profile (spec points 3, 5): name, work days and language (the same choice as
 * the user menu's), saved through PUT /api/user.
 * Work days decide the date picker's disabled days (the hook reads every cached timesheet again);
 * the name in the menu and the page's language come from the server layout, hence the refresh.
 */
export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const t = useTranslations("contractor.profile");
  const tc = useTranslations("common");
  const update = useUpdateProfile();
  const router = useRouter();
  const [version, setVersion] = useState(profile.version);
  const form = useZodForm({
    schema: updateCurrentUserInput,
    // "" is the browser's language: no choice stored.
    initial: { name: profile.name, workingDays: [...profile.workingDays], locale: profile.locale ?? "" },
    toInput: (values: { name: string; workingDays: string[]; locale: string }) => ({ ...values, locale: isLanguage(values.locale) ? values.locale : null, version }),
  });

  const submit = form.handleSubmit(async (body) => {
    const saved = await update.mutateAsync(body);
    if (saved.contractor) setVersion(saved.contractor.version);
    router.refresh();
    toast({ title: t("saved"), description: t("savedDescription") });
  });

  return (
    <PageForm label={t("form")} form={form} onSubmit={submit} submitLabel={t("save")} pendingLabel={tc("saving")} className="max-w-xl">
      <FormField form={form} name="name" label={t("name")}>
        <Input autoComplete="name" />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium" id="profile-email-label">
          {t("email")}
        </span>
        <p aria-labelledby="profile-email-label" data-testid="profile-email" className="text-sm text-muted-foreground">
          {profile.email ?? t("noEmail")}
        </p>
        <p className="text-xs text-muted-foreground">{t("emailHint")}</p>
      </div>
      <WorkingDaysPicker {...bindControl(form, "workingDays")} />
      <p className="-mt-3 text-xs text-muted-foreground">{t("workDaysHint")}</p>
      <FormField form={form} name="locale" label={t("language")} hint={t("languageHint")}>
        <Select placeholder={t("browserLanguage")} options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))} />
      </FormField>
    </PageForm>
  );
}
