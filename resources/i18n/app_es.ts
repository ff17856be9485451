<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed ({error}); your changes are only in memory until you save.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoreCommand</name>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper hit an unexpected error. It keeps running, and your encounter is safe in the recovery file (written after your last change). Saving now is a good idea.
If you report the problem, copy the details below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log is in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error dialog buttons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when Zonekeeper restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper already speaks this language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{language} from the next start of Zonekeeper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart for the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper will speak {language} after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now? Unsaved changes are offered for saving first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper could not restart itself: start it again by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Zonekeeper encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a PNG or JPEG image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper could not show this encounter ({error}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t open {path}: {error} The encounter you had open is still open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t open {path}: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save to {path}: {reason}
Your encounter is still open and unsaved; try another folder or name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected combatant, border or zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the map: draw, move and reshape zones; add borders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Select / move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select and drag (V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Range &amp;&amp; sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range &amp; sight: click a token, then another (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range &amp; sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;rectangle zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag out a rectangular zone (B, edit mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;polygon zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click corners; double-click or Enter to finish (P, edit mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;border between selected zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two touching zones (Ctrl+click), then add a border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;combatant…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a new combatant on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combatant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the next round: everyone&apos;s actions refresh (Ctrl+Shift+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel / clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set &amp;background image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a PNG or JPEG under the map (embedded in the encounter file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the background image away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open doors pass sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let sight pass through open doors and hatches without standing in the doorway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the panels back where they started and the window on this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show {panel}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Float panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More menus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This encounter runs under {ruleset}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit mode: draw zones (B rectangle, P polygon), drag zones or their corners, Ctrl+click two zones and add a border. Token drops are GM placements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play mode: drag tokens to move under the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range &amp; sight: click the looking combatant, then the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag out a rectangle to draw a zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the corners; double-click or press Enter to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} looks… now click the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} → {b}: {band} range. {sight}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shot: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a zone first: combatants stand in zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t open encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New {ruleset} encounter: switch on Edit map (Ctrl+E) and draw zones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the {ruleset} sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open {file} as an untitled copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t open the sample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: a copy of the sample; Save asks for a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t read {file}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not an image Zonekeeper can read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not an image Zonekeeper can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background: {file} (Edit &gt; Undo takes it away).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The map has no background image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened {file}: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save encounter as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t save encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open recent file {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>never saved (untitled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;Round {round} · last change {when}&lt;br&gt;File: {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved encounter?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zonekeeper did not close properly last time. This encounter has changes that were never saved:&lt;br&gt;&lt;br&gt;{encounter}&lt;br&gt;&lt;br&gt;Restore it now, discard those changes, or decide later (it is offered again at the next start).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved encounter found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{error}
The file was kept as {file} in case it can be repaired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t restore the encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored {name} (round {round}, last change {when}); not saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
