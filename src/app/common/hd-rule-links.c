/* SPDX-License-Identifier: GPL-3.0-or-later */
/* hd-rule-links.c: rule numbers shown as links to the rules reference
 * (hd-rule-links.h), and heard as links.
 *
 * GTK 4.8 gives a label's links no AT-SPI Hypertext: a screen reader
 * finds only words coloured otherwise.  So each citation gets a link
 * object of its own (HdRuleLink): the role "link", a child of its label
 * (never drawn: a label draws no children; no Tab stop: the label keeps
 * the keyboard, its own links one after the other), named after the rule,
 * followed by a screen reader's action, and placed over its words by the
 * label's layout manager (HdLinkLayout: the label's own measure and
 * allocation, then each link's place from the label's Pango layout).  As
 * the keyboard goes from link to link in the label, the label's
 * description says which link it is on. */
#define G_LOG_DOMAIN "hd-rule-links"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "hd-reference.h"
#include "hd-rule-links.h"

#define LINK_PREFIX "rule:"

static HdRuleLinksFollow follow_link;

void
hd_rule_links_set_follow (HdRuleLinksFollow follow)
{
  follow_link = follow;
}

/* The rules reference opened at @rule, as the program does it. */
static void
follow (GtkWidget  *from,
        const char *rule)
{
  if (follow_link != NULL)
    follow_link (from, rule);
  else
    g_warning ("a rule link to %s followed with no rules reference to open (hd_rule_links_set_follow)", rule);
}

/* ------------------------------------------------------ the link object */

/* What a screen reader finds of a link: the role "link", a name, and an
 * action (AT-SPI Action, as GTK 4.8 gives any widget's installed ones)
 * that opens the rules reference at its rule.  A widget of its own, not a
 * button: nothing to draw, no room asked, no Tab stop. */
#define HD_TYPE_RULE_LINK (hd_rule_link_get_type ())
G_DECLARE_FINAL_TYPE (HdRuleLink, hd_rule_link, HD, RULE_LINK, GtkWidget)

struct _HdRuleLink
{
  GtkWidget parent_instance;

  int       start;   /* its words in its label's text, in bytes */
  int       end;
  char     *id;      /* its rule: the reference's id, "4.3", "advanced-2.1" */
};

G_DEFINE_FINAL_TYPE (HdRuleLink, hd_rule_link, GTK_TYPE_WIDGET)

static void
rule_link_follow (GtkWidget *link, const char *name, GVariant *param)
{
  if (gtk_widget_get_parent (link) != NULL)
    follow (gtk_widget_get_parent (link), HD_RULE_LINK (link)->id);
}

static void
hd_rule_link_finalize (GObject *object)
{
  g_free (HD_RULE_LINK (object)->id);
  G_OBJECT_CLASS (hd_rule_link_parent_class)->finalize (object);
}

static void
hd_rule_link_class_init (HdRuleLinkClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = hd_rule_link_finalize;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LINK);
  gtk_widget_class_install_action (widget_class, "rule-link.follow", NULL, rule_link_follow);
}

static void
hd_rule_link_init (HdRuleLink *self)
{
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

/* ------------------------------------------------------ the layout */

#define HD_TYPE_LINK_LAYOUT (hd_link_layout_get_type ())
G_DECLARE_FINAL_TYPE (HdLinkLayout, hd_link_layout, HD, LINK_LAYOUT, GtkLayoutManager)

struct _HdLinkLayout
{
  GtkLayoutManager parent_instance;
};

G_DEFINE_FINAL_TYPE (HdLinkLayout, hd_link_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The label's own size requests and allocation (GtkLabel is final: its
 * class's functions, as GTK calls them when a widget has no layout
 * manager). */
static GtkWidgetClass *
label_class (void)
{
  return g_type_class_peek (GTK_TYPE_LABEL);
}

static GtkSizeRequestMode
hd_link_layout_get_request_mode (GtkLayoutManager *manager,
                                 GtkWidget        *widget)
{
  return label_class ()->get_request_mode (widget);
}

static void
hd_link_layout_measure (GtkLayoutManager *manager,
                        GtkWidget        *widget,
                        GtkOrientation    orientation,
                        int               for_size,
                        int              *minimum,
                        int              *natural,
                        int              *minimum_baseline,
                        int              *natural_baseline)
{
  label_class ()->measure (widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

/* @r with a positive width (right to left, Pango's may be negative). */
static void
rect_normalize (PangoRectangle *r)
{
  if (r->width < 0)
    {
      r->x += r->width;
      r->width = -r->width;
    }
}

/* The place of @link's words in @label (its widget's coordinates): from
 * the first character's to the last's (both lines' whole width when the
 * words wrap). */
static void
link_place (GtkLabel *label, const HdRuleLink *link, GtkAllocation *out)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  int len = (int) strlen (text), ox = 0, oy = 0;
  int last = link->end <= len ? (int) (g_utf8_prev_char (text + link->end) - text) : link->start;
  PangoRectangle a, b;

  gtk_label_get_layout_offsets (label, &ox, &oy);
  pango_layout_index_to_pos (layout, MIN (link->start, len), &a);
  pango_layout_index_to_pos (layout, MIN (last, len), &b);
  rect_normalize (&a);
  rect_normalize (&b);
  out->x = ox + PANGO_PIXELS (MIN (a.x, b.x));
  out->y = oy + PANGO_PIXELS (MIN (a.y, b.y));
  out->width = MAX (1, PANGO_PIXELS (MAX (a.x + a.width, b.x + b.width) - MIN (a.x, b.x)));
  out->height = MAX (1, PANGO_PIXELS (MAX (a.y + a.height, b.y + b.height) - MIN (a.y, b.y)));
}

static void
hd_link_layout_allocate (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         int               width,
                         int               height,
                         int               baseline)
{
  label_class ()->size_allocate (widget, width, height, baseline);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkAllocation place;

      if (!HD_IS_RULE_LINK (c))
        continue;
      link_place (GTK_LABEL (widget), HD_RULE_LINK (c), &place);
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      gtk_widget_size_allocate (c, &place, -1);
    }
}

static void
hd_link_layout_class_init (HdLinkLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = hd_link_layout_get_request_mode;
  manager_class->measure = hd_link_layout_measure;
  manager_class->allocate = hd_link_layout_allocate;
}

static void
hd_link_layout_init (HdLinkLayout *self)
{
}

/* ------------------------------------------------------ the links */

/* @text as markup, each of @cited (its citations) a link. */
static char *
markup_of (const char   *text,
           const GArray *cited)
{
  GString *out = g_string_new (NULL);
  gsize at = 0;

  for (guint i = 0; i < cited->len; i++)
    {
      const HdCitation *c = &g_array_index (cited, HdCitation, i);
      g_autofree char *before = g_markup_escape_text (text + at, c->start - at);
      g_autofree char *cite = g_markup_escape_text (text + c->start, c->end - c->start);

      g_string_append (out, before);
      g_string_append_printf (out, "<a href=\"" LINK_PREFIX "%s\">%s</a>", c->rule->id, cite);
      at = c->end;
    }
  {
    g_autofree char *rest = g_markup_escape_text (text + at, -1);
    g_string_append (out, rest);
  }
  return g_string_free (out, FALSE);
}

char *
hd_rule_links_markup (const char *text)
{
  g_autoptr(GArray) cited = hd_reference_find_citations (text);

  return markup_of (text, cited);
}

static gboolean
activate_link (GtkLabel   *label,
               const char *uri,
               gpointer    data)
{
  if (!g_str_has_prefix (uri, LINK_PREFIX))
    return FALSE;
  follow (GTK_WIDGET (label), uri + strlen (LINK_PREFIX));
  return TRUE;
}

/* A link's name for screen readers: the rule's number and title, "Rule
 * 4.3 Entrenchment", "Advanced 2.1 Supply", "Campaign 12.1 Recruiting". */
static char *
link_name (const HdRule *rule)
{
  g_autofree char *heading = hd_rule_get_heading (rule);

  if (g_ascii_isdigit (heading[0]))
    return g_strdup_printf (_("Rule %s"), heading);
  return g_steal_pointer (&heading);
}

static void
drop_links (GtkWidget *label)
{
  GtkWidget *c = gtk_widget_get_first_child (label);

  while (c != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (c);
      if (HD_IS_RULE_LINK (c))
        gtk_widget_unparent (c);
      c = next;
    }
}

/* A link object for each of @cited in @label's text. */
static void
add_links (GtkLabel *label, const GArray *cited)
{
  for (guint i = 0; i < cited->len; i++)
    {
      const HdCitation *c = &g_array_index (cited, HdCitation, i);
      g_autofree char *name = link_name (c->rule);
      HdRuleLink *link = g_object_new (HD_TYPE_RULE_LINK, NULL);

      link->start = (int) c->start;
      link->end = (int) c->end;
      link->id = g_strdup (c->rule->id);
      gtk_accessible_update_property (GTK_ACCESSIBLE (link), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Opens the rules reference at this rule"),
                                      -1);
      gtk_widget_set_parent (GTK_WIDGET (link), GTK_WIDGET (label));
    }
}

/* The label's description while the keyboard is on one of its links:
 * which link (GtkLabel moves from link to link itself and tells no
 * one); its tooltip's words again when it is on none. */
static void
say_focused_link (GtkWidget *label)
{
  const char *uri = gtk_widget_has_focus (label) ? gtk_label_get_current_uri (GTK_LABEL (label)) : NULL;
  g_autofree char *said = NULL;

  for (GtkWidget *c = gtk_widget_get_first_child (label); c != NULL && uri != NULL && said == NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      if (HD_IS_RULE_LINK (c) && g_str_has_prefix (uri, LINK_PREFIX) &&
          g_str_equal (uri + strlen (LINK_PREFIX), HD_RULE_LINK (c)->id))
        {
          const HdRule *rule = hd_reference_lookup (HD_RULE_LINK (c)->id);
          g_autofree char *words = rule != NULL ? link_name (rule) : g_strdup (HD_RULE_LINK (c)->id);
          /* TRANSLATORS: said by a screen reader on a rule link, e.g. "Link: Rule 4.3 Entrenchment. Enter opens it." */
          said = g_strdup_printf (_("Link: %s. Enter opens it."), words);
        }
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  said != NULL ? said : gtk_widget_get_tooltip_text (label) != NULL
                                    ? gtk_widget_get_tooltip_text (label) : "", -1);
}

static void
key_released (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state, gpointer data)
{
  say_focused_link (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys)));
}

static gboolean
say_focused_link_later (gpointer label)
{
  say_focused_link (label);
  return G_SOURCE_REMOVE;
}

/* Once the label has chosen the link it is on: it chooses after taking
 * the focus (the first link, or with Shift+Tab the last). */
static void
focus_moved (GtkEventControllerFocus *focus, gpointer data)
{
  GtkWidget *label = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus));

  g_idle_add_full (G_PRIORITY_DEFAULT, say_focused_link_later, g_object_ref (label), g_object_unref);
}

static void
ensure_handler (GtkLabel *label)
{
  GtkEventController *keys, *focus;

  if (g_signal_handler_find (label, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, activate_link, NULL) != 0)
    return;
  g_signal_connect (label, "activate-link", G_CALLBACK (activate_link), NULL);
  g_signal_connect (label, "destroy", G_CALLBACK (drop_links), NULL);
  gtk_widget_set_layout_manager (GTK_WIDGET (label), g_object_new (HD_TYPE_LINK_LAYOUT, NULL));
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-released", G_CALLBACK (key_released), NULL);
  gtk_widget_add_controller (GTK_WIDGET (label), keys);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_moved), NULL);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_moved), NULL);
  gtk_widget_add_controller (GTK_WIDGET (label), focus);
}

/* @label shows @text with each of @cited (its citations) a link. */
static void
set_text_cited (GtkLabel     *label,
                const char   *text,
                const GArray *cited)
{
  g_autofree char *markup = markup_of (text, cited);

  if (gtk_label_get_use_markup (label) && g_strcmp0 (gtk_label_get_label (label), markup) == 0)
    return;
  ensure_handler (label);
  gtk_label_set_markup (label, markup);
  drop_links (GTK_WIDGET (label));
  add_links (label, cited);
  say_focused_link (GTK_WIDGET (label));
}

void
hd_rule_links_set_text (GtkLabel   *label,
                        const char *text)
{
  g_autoptr(GArray) cited = NULL;

  g_return_if_fail (GTK_IS_LABEL (label));
  text = text != NULL ? text : "";
  cited = hd_reference_find_citations (text);
  set_text_cited (label, text, cited);
}

void
hd_rule_links_apply (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_LABEL (root) && !gtk_label_get_use_markup (GTK_LABEL (root)))
    {
      g_autoptr(GArray) cited = hd_reference_find_citations (gtk_label_get_label (GTK_LABEL (root)));
      if (cited->len > 0)
        {
          g_autofree char *text = g_strdup (gtk_label_get_label (GTK_LABEL (root)));
          set_text_cited (GTK_LABEL (root), text, cited);
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    hd_rule_links_apply (c);
}
