import type { CollectionConfig, Field } from 'payload'

import { admins, anyone, hiddenFromNonAdmins, nobody } from '../../../platform/access/roles'
import { ATTACHMENT_RULES, GRIEVANCE_EVENT_KINDS, GRIEVANCE_LEVELS, GRIEVANCE_LIMITS } from '../rules/grievances'
import { localizedText } from '../../../platform/payload/localized'
import { mailReply } from '../hooks/reply'
import { categoryTurnedSensitive } from '../hooks/case'

/**
 * The grievance desk's model. The `grievances` collection itself
 * stays in content.ts with the spec's fields; these are the fields it gains, and
 * the collections beside it. Only the server's own code (src/server/grievances)
 * writes cases, entries and files, through the Local API with overrideAccess;
 * the CMS shows them to admins and lets them keep the category list.
 */

/** What `grievances` gains beyond the spec's subject, description and status. */
export const caseFields: Field[] = [
  {
    name: 'caseNumber',
    type: 'text',
    unique: true,
    index: true,
    admin: { readOnly: true, description: 'GRV-<year>-<number>, given when the case is filed.' },
  },
  { name: 'category', type: 'relationship', relationTo: 'grievance-categories', index: true },
  {
    name: 'sensitive',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: { readOnly: true, description: "Copied from the category when filed: admins only, never the district's coordinator." },
  },
  { name: 'district', type: 'text', index: true, admin: { readOnly: true, description: "The member's district when the case was filed." } },
  { name: 'level', type: 'select', options: [...GRIEVANCE_LEVELS], defaultValue: 'district', index: true },
  { name: 'assignee', type: 'relationship', relationTo: 'users', index: true },
  { name: 'dueAt', type: 'date', index: true, admin: { description: 'When an answer is due.' } },
  { name: 'firstReplyAt', type: 'date' },
  {
    name: 'lastReplyAt',
    type: 'date',
    admin: { description: "The office's latest reply to the member (the escalation job counts from it)." },
  },
  { name: 'escalatedAt', type: 'date' },
  { name: 'resolvedAt', type: 'date', index: true },
  { name: 'reopenedAt', type: 'date' },
  { name: 'reopenCount', type: 'number', defaultValue: 0, min: 0 },
  { name: 'rating', type: 'number', min: 1, max: 5 },
  { name: 'ratingComment', type: 'textarea', maxLength: GRIEVANCE_LIMITS.ratingComment },
  { name: 'ratedAt', type: 'date' },
  { name: 'attachments', type: 'relationship', relationTo: 'grievance-attachments', hasMany: true, maxRows: ATTACHMENT_RULES.maxFiles },
  {
    name: 'lang',
    type: 'select',
    options: ['en', 'hi'],
    defaultValue: 'en',
    admin: { description: 'The language the member filed in: their mails come in it.' },
  },
]

export const GrievanceCategories: CollectionConfig = {
  slug: 'grievance-categories',
  labels: { singular: 'Grievance category', plural: 'Grievance categories' },
  admin: {
    useAsTitle: 'name',
    group: 'Grievances',
    defaultColumns: ['name', 'key', 'sensitive', 'active', 'order'],
    hidden: hiddenFromNonAdmins,
  },
  // The form lists them to anyone; only admins change the list.
  access: { read: anyone, create: admins, update: admins, delete: admins },
  // A category marked sensitive takes its cases with it: admins only.
  hooks: { afterChange: [categoryTurnedSensitive] },
  defaultSort: 'order',
  fields: [
    localizedText({ name: 'name', type: 'text', required: true, maxLength: 100 }),
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 40,
      admin: { description: 'A short fixed name for reports (e.g. honorarium). Change the name above, not this.' },
    },
    {
      name: 'sensitive',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Cases skip the district level and only admins see them (workplace safety or harassment).' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to take it off the form; old cases keep it (deleting it would leave them without a category).' },
    },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}

/**
 * The timeline of a case: one entry per thing that happened. `internal` entries
 * (notes, assignments) are the office's own and never reach the member. Nobody
 * edits or deletes an entry.
 */
export const GrievanceEvents: CollectionConfig = {
  slug: 'grievance-events',
  labels: { singular: 'Grievance entry', plural: 'Grievance entries' },
  admin: {
    useAsTitle: 'kind',
    group: 'Grievances',
    defaultColumns: ['grievance', 'kind', 'actor', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  // A reply mails the member however it is written.
  hooks: { afterChange: [mailReply] },
  fields: [
    { name: 'grievance', type: 'relationship', relationTo: 'grievances', required: true, index: true },
    { name: 'kind', type: 'select', options: [...GRIEVANCE_EVENT_KINDS], required: true, index: true },
    { name: 'internal', type: 'checkbox', defaultValue: false, index: true },
    {
      name: 'actor',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Who did it (empty for the system, e.g. the escalation job).' },
    },
    { name: 'text', type: 'textarea', maxLength: GRIEVANCE_LIMITS.reply },
    // A status change's before and after, a level, an assignee's name, a rating: what the timeline shows.
    { name: 'from', type: 'text', maxLength: 100 },
    { name: 'to', type: 'text', maxLength: 100 },
  ],
  timestamps: true,
}
