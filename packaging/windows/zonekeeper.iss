; Inno Setup 6 script: the Windows installer for Zonekeeper.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\zonekeeper.iss
;
; run from the repository root after `pyinstaller packaging/zonekeeper.spec` has made
; dist\zonekeeper\ (the windowed one-folder bundle). Writes dist\zonekeeper-<version>-setup.exe.
; Per-user install, no administrator rights: it goes to %LOCALAPPDATA%\Programs\Zonekeeper,
; with a Start-menu entry, the .zkenc file association (icon, "Open" verb) under
; HKEY_CURRENT_USER\Software\Classes, and an uninstaller (Settings > Apps) that removes all three.
; AppVersion is passed by the workflow from core/__init__.py; the default below must match it
; (tests/test_packaging.py checks).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Zonekeeper"
#define AppExe "zonekeeper.exe"
#define ProgId "Zonekeeper.Encounter"

[Setup]
; a fixed AppId: upgrades replace the installed copy instead of adding a second one
AppId={{6F0B8E52-3C1D-4B7A-9E2F-5A7D1C3B9E40}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Zonekeeper developers
; per-user, no UAC prompt: {autopf} is %LOCALAPPDATA%\Programs, HKA is HKEY_CURRENT_USER
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; the root folder is packaging\windows; paths below are relative to it
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=zonekeeper-{#AppVersion}-setup
SetupIconFile=packaging\icons\zonekeeper.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
; tell Explorer the file associations changed (icons refresh without a log-off)
ChangesAssociations=yes
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "ptbr"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; the whole PyInstaller folder: zonekeeper.exe and _internal\ (Python, Qt, resources)
Source: "dist\zonekeeper\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
; the document icon for .zkenc files
Source: "packaging\icons\zonekeeper.ico"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .zkenc → Zonekeeper.Encounter (HKA = HKCU here); uninsdeletevalue/-key undo it on uninstall
Root: HKA; Subkey: "Software\Classes\.zkenc\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Zonekeeper encounter"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\zonekeeper.ico,0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".zkenc"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
