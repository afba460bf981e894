"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { ProjectEngagement } from "@/lib/schemas/engagements";

export interface ProjectPickerProps {
  engagements: readonly ProjectEngagement[];
  projectId: string;
  onSelect: (projectId: string) => void;
}

/** The contractor's projects; choosing one opens its fee (the menu's project entries do the same). */
export function ProjectPicker({ engagements, projectId, onSelect }: ProjectPickerProps) {
  const t = useTranslations("contractor.workspace");
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {t("project")}
      </Label>
      <Select
        id={id}
        value={projectId}
        onChange={(event) => onSelect(event.target.value)}
        wrapperClassName="w-auto"
        className="min-w-48 font-medium"
        options={engagements.map((engagement) => ({
          value: engagement.project.id,
          label: engagement.hidden ? t("projectFinished", { project: engagement.project.name }) : engagement.project.name,
        }))}
      />
    </div>
  );
}
