"""Zonekeeper's data files (rule tables, samples, icons), installed as ``zonekeeper_data``.

No code here: ``core.resources.resources_dir()`` finds this folder, in the source tree or installed.
"""
