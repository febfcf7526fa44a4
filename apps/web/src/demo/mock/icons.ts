import { type Handler, mock, ok, queryOf } from './http';

/** Spec §3 "Icon catalogue entry"; §9: glyphs of size 32, from 3d_rotation to about note_add. */
export interface IconEntry {
  order: number;
  id: number;
  name: string;
  prevSize: number;
  code: number;
  ligatures: string;
  tags: string[];
}

export const ICON_GLYPH_SIZE = 32;

// Material icon ligature names: the one input; the catalogue's order, ids, codes and tags are built from it.
const ICON_NAMES = (
  '3d_rotation ac_unit accessibility accessible account_balance account_box account_circle adb add ' +
  'add_alarm add_alert add_box add_circle add_circle_outline add_shopping_cart add_to_photos ' +
  'add_to_queue adjustment alarm alarm_add alarm_off alarm_on album all_inclusive all_out android ' +
  'announcement archive arrows_downward arrows_upward art_track aspect_ratio assessment ' +
  'assessment_turned_in attach_file attach_money attachment audio_track autofill autorenew ' +
  'backspace backup battery_full battery_std beach_access block bluetooth blur_on book bookmark ' +
  'bookmark_border border_all bug_report build business business_center cache cached cake ' +
  'calendar_today call call_end call_made camera camera_alt cancel card_giftcard card_membership ' +
  'card_travel chat chat_bubble check check_box check_circle chevron_left chevron_right child_care ' +
  'chrome_reader_mode class clear close cloud cloud_done cloud_download cloud_upload code ' +
  'color_lens comment compare_arrows computer confirmation_number contact_mail contacts ' +
  'content_copy content_cut content_paste copyright create credit_card crop dashboard date_range ' +
  'delete delete_forever delete_sweep description desktop_mac details developer_board devices ' +
  'directions directions_car disc_full document_scanner done done_all done_outline donut_large ' +
  'donut_small double_arrow download edit edit_location email emoji_events emoji_objects error ' +
  'error_outline event event_available event_busy event_note exit_to_app expand_less expand_more ' +
  'explicit explore extension face favorite favorite_border feedback file_copy file_download ' +
  'file_upload filter filter_list fingerprint fire_extinguisher flag flight flight_land ' +
  'flight_takeoff flip folder folder_open folder_shared forum forward fullscreen functions gavel ' +
  'grade grid_on grid_view group group_add hardware headset help help_outline highlight_off history ' +
  'home home_work horizontal_split hourglass_empty image image_search important_devices inbox info ' +
  'info_outline input insert_chart insert_drive_file insert_photo keyboard label label_important ' +
  'language laptop launch library_books lightbulb link link_off list lock lock_open login logout ' +
  'loop mail map markunread_mailbox menu menu_book message mic mic_off money monitor more_horiz ' +
  'more_vert movie navigate_before navigate_next network_check new_releases next_week note note_add'
)
  .trim()
  .split(' ');

function iconNames(): string[] {
  return [...new Set(ICON_NAMES)].sort();
}

/** The catalogue, in alphabetical order; codes follow the private-use area the icon font uses. */
export function generateIcons(): IconEntry[] {
  return iconNames().map((name, i) => ({
    order: i + 1,
    id: i,
    name,
    prevSize: ICON_GLYPH_SIZE,
    code: 0xe84d + i,
    ligatures: name,
    tags: name.split('_'),
  }));
}

/** GET /api/icons, optionally filtered (?search= matches the name or a tag). */
export function iconHandlers(icons: IconEntry[]): Handler[] {
  return [
    mock.get('/api/icons', ({ request }) => {
      const search = (queryOf(request).get('search') ?? '').trim().toLowerCase();
      return ok(search ? icons.filter((i) => i.name.includes(search) || i.tags.includes(search)) : icons);
    }),
  ];
}
