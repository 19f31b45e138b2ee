import * as migration_20261121_060337_initial from './20261121_060337_initial';
import * as migration_20261121_070134_password_resets from './20261121_070134_password_resets';
import * as migration_20261121_074608_payments from './20261121_074608_payments';
import * as migration_20261121_085558_admin_media from './20261121_085558_admin_media';
import * as migration_20261121_093650_records_outlive_accounts from './20261121_093650_records_outlive_accounts';
import * as migration_20261123_191611_drop_login_lock from './20261123_191611_drop_login_lock';
import * as migration_20261123_220000_rate_limits from './20261123_220000_rate_limits';
import * as migration_20261123_221500_demo_seed_marker from './20261123_221500_demo_seed_marker';
import * as migration_20261123_221800_cache_tags from './20261123_221800_cache_tags';
import * as migration_20261123_222803_mail_outbox_jobs from './20261123_222803_mail_outbox_jobs';
import * as migration_20261123_224000_payment_integrity from './20261123_224000_payment_integrity';
import * as migration_20261124_035742_preferred_language from './20261124_035742_preferred_language';
import * as migration_20261126_132907_localize_content from './20261126_132907_localize_content';
import * as migration_20261126_133455_content_desk from './20261126_133455_content_desk';
import * as migration_20261126_141005_circulars from './20261126_141005_circulars';
import * as migration_20261126_164502_office_foundation from './20261126_164502_office_foundation';
import * as migration_20261126_165514_register from './20261126_165514_register';
import * as migration_20261126_172000_receipt_numbers from './20261126_172000_receipt_numbers';
import * as migration_20261126_173827_member_imports from './20261126_173827_member_imports';
import * as migration_20261126_174408_renewal_reminders from './20261126_174408_renewal_reminders';
import * as migration_20261126_175314_second_factor from './20261126_175314_second_factor';
import * as migration_20261126_200524_grievance_desk from './20261126_200524_grievance_desk';
import * as migration_20261126_211552_grievance_deadlines_job from './20261126_211552_grievance_deadlines_job';
import * as migration_20261127_021435_privacy_duties from './20261127_021435_privacy_duties';
import * as migration_20261127_035403_retention from './20261127_035403_retention';
import * as migration_20261127_072418_image_sizes from './20261127_072418_image_sizes';
import * as migration_20261129_032800_configured_second_factor from './20261129_032800_configured_second_factor';
import * as migration_20261129_034044_privacy_issue30 from './20261129_034044_privacy_issue30';

export const migrations = [
  {
    up: migration_20261121_060337_initial.up,
    down: migration_20261121_060337_initial.down,
    name: '20261121_060337_initial',
  },
  {
    up: migration_20261121_070134_password_resets.up,
    down: migration_20261121_070134_password_resets.down,
    name: '20261121_070134_password_resets',
  },
  {
    up: migration_20261121_074608_payments.up,
    down: migration_20261121_074608_payments.down,
    name: '20261121_074608_payments',
  },
  {
    up: migration_20261121_085558_admin_media.up,
    down: migration_20261121_085558_admin_media.down,
    name: '20261121_085558_admin_media',
  },
  {
    up: migration_20261121_093650_records_outlive_accounts.up,
    down: migration_20261121_093650_records_outlive_accounts.down,
    name: '20261121_093650_records_outlive_accounts',
  },
  {
    up: migration_20261123_191611_drop_login_lock.up,
    down: migration_20261123_191611_drop_login_lock.down,
    name: '20261123_191611_drop_login_lock',
  },
  {
    up: migration_20261123_220000_rate_limits.up,
    down: migration_20261123_220000_rate_limits.down,
    name: '20261123_220000_rate_limits',
  },
  {
    up: migration_20261123_221500_demo_seed_marker.up,
    down: migration_20261123_221500_demo_seed_marker.down,
    name: '20261123_221500_demo_seed_marker',
  },
  {
    up: migration_20261123_221800_cache_tags.up,
    down: migration_20261123_221800_cache_tags.down,
    name: '20261123_221800_cache_tags',
  },
  {
    up: migration_20261123_222803_mail_outbox_jobs.up,
    down: migration_20261123_222803_mail_outbox_jobs.down,
    name: '20261123_222803_mail_outbox_jobs',
  },
  {
    up: migration_20261123_224000_payment_integrity.up,
    down: migration_20261123_224000_payment_integrity.down,
    name: '20261123_224000_payment_integrity',
  },
  {
    up: migration_20261124_035742_preferred_language.up,
    down: migration_20261124_035742_preferred_language.down,
    name: '20261124_035742_preferred_language',
  },
  {
    up: migration_20261126_132907_localize_content.up,
    down: migration_20261126_132907_localize_content.down,
    name: '20261126_132907_localize_content',
  },
  {
    up: migration_20261126_133455_content_desk.up,
    down: migration_20261126_133455_content_desk.down,
    name: '20261126_133455_content_desk',
  },
  {
    up: migration_20261126_141005_circulars.up,
    down: migration_20261126_141005_circulars.down,
    name: '20261126_141005_circulars',
  },
  {
    up: migration_20261126_164502_office_foundation.up,
    down: migration_20261126_164502_office_foundation.down,
    name: '20261126_164502_office_foundation',
  },
  {
    up: migration_20261126_165514_register.up,
    down: migration_20261126_165514_register.down,
    name: '20261126_165514_register',
  },
  {
    up: migration_20261126_172000_receipt_numbers.up,
    down: migration_20261126_172000_receipt_numbers.down,
    name: '20261126_172000_receipt_numbers',
  },
  {
    up: migration_20261126_173827_member_imports.up,
    down: migration_20261126_173827_member_imports.down,
    name: '20261126_173827_member_imports',
  },
  {
    up: migration_20261126_174408_renewal_reminders.up,
    down: migration_20261126_174408_renewal_reminders.down,
    name: '20261126_174408_renewal_reminders',
  },
  {
    up: migration_20261126_175314_second_factor.up,
    down: migration_20261126_175314_second_factor.down,
    name: '20261126_175314_second_factor',
  },
  {
    up: migration_20261126_200524_grievance_desk.up,
    down: migration_20261126_200524_grievance_desk.down,
    name: '20261126_200524_grievance_desk',
  },
  {
    up: migration_20261126_211552_grievance_deadlines_job.up,
    down: migration_20261126_211552_grievance_deadlines_job.down,
    name: '20261126_211552_grievance_deadlines_job',
  },
  {
    up: migration_20261127_021435_privacy_duties.up,
    down: migration_20261127_021435_privacy_duties.down,
    name: '20261127_021435_privacy_duties',
  },
  {
    up: migration_20261127_035403_retention.up,
    down: migration_20261127_035403_retention.down,
    name: '20261127_035403_retention',
  },
  {
    up: migration_20261127_072418_image_sizes.up,
    down: migration_20261127_072418_image_sizes.down,
    name: '20261127_072418_image_sizes',
  },
  {
    up: migration_20261129_032800_configured_second_factor.up,
    down: migration_20261129_032800_configured_second_factor.down,
    name: '20261129_032800_configured_second_factor',
  },
  {
    up: migration_20261129_034044_privacy_issue30.up,
    down: migration_20261129_034044_privacy_issue30.down,
    name: '20261129_034044_privacy_issue30'
  },
];
